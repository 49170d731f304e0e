// RUN: --split-input-file

func.func @gep_struct_dynamic_index(%p: !llvm.ptr, %i: i32) {
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @gep_struct_out_of_bounds(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @gep_struct_negative(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 0, -1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x struct<(i8)>>
  return
}

// -----

func.func @gep_scalar_indexed(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @gep_inbounds_flag(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  return
}

// -----

func.func @gep_unknown_flag(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds|wrap %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  return
}

// -----

func.func @gep_dangling_bar(%p: !llvm.ptr) {
  %0 = llvm.getelementptr nuw| %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  return
}

// -----

func.func @gep_index_too_large(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[2147483648] : (!llvm.ptr) -> !llvm.ptr, i32
  return
}

// -----

func.func @gep_empty_indices(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i32
  return
}

// -----

func.func @gep_dynamic_count(%p: !llvm.ptr, %i: i64) {
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  return
}

// -----

func.func @gep_unknown_flag_bits(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 8 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @gep_flag_storage(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = "inbounds", rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @gep_float_index(%p: !llvm.ptr, %f: f32) {
  %0 = llvm.getelementptr %p[%f] : (!llvm.ptr, f32) -> !llvm.ptr, i32
  return
}

// -----

func.func @gep_missing_elem_type(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  return
}
