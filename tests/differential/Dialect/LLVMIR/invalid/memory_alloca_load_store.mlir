// RUN: --split-input-file

func.func @alloca_not_function_type(%n: i64) {
  %0 = llvm.alloca %n x i32 : !llvm.ptr
  return
}

// -----

func.func @alloca_two_inputs(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64, i64) -> !llvm.ptr
  return
}

// -----

func.func @alloca_missing_x(%n: i64) {
  %0 = llvm.alloca %n i32 : (i64) -> !llvm.ptr
  return
}

// -----

func.func @alloca_string_alignment(%n: i64) {
  %0 = llvm.alloca %n x i32 {alignment = "8"} : (i64) -> !llvm.ptr
  return
}

// -----

func.func @alloca_target_ext(%n: i64) {
  %0 = llvm.alloca %n x !llvm.target<"no.mem"> : (i64) -> !llvm.ptr
  return
}

// -----

func.func @alloca_float_size(%n: f32) {
  %0 = llvm.alloca %n x i32 : (f32) -> !llvm.ptr
  return
}

// -----

func.func @alloca_result_not_pointer(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64) -> i32
  return
}

// -----

func.func @load_opaque_struct(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"opaque_t", opaque>
  return
}

// -----

func.func @load_not_pointer(%p: i64) {
  %0 = "llvm.load"(%p) : (i64) -> i32
  return
}

// -----

func.func @load_atomic_release(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  return
}

// -----

func.func @load_atomic_without_alignment(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  return
}

// -----

func.func @load_atomic_odd_width(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i24
  return
}

// -----

func.func @load_atomic_vector(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic acquire {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
  return
}

// -----

func.func @load_syncscope_not_atomic(%p: !llvm.ptr) {
  %0 = "llvm.load"(%p) <{syncscope = "agent"}> : (!llvm.ptr) -> i32
  return
}

// -----

func.func @load_unknown_ordering(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic relaxed {alignment = 4 : i64} : !llvm.ptr -> i32
  return
}

// -----

func.func @store_atomic_acquire(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  return
}

// -----

func.func @store_atomic_f80(%p: !llvm.ptr, %v: f80) {
  llvm.store %v, %p atomic seq_cst {alignment = 16 : i64} : f80, !llvm.ptr
  return
}

// -----

func.func @store_void_value(%p: !llvm.ptr, %v: index) {
  llvm.store %v, %p : index, !llvm.ptr
  return
}

// -----

func.func @store_bad_ordering_value(%p: !llvm.ptr, %v: i32) {
  "llvm.store"(%v, %p) <{ordering = 3 : i64}> : (i32, !llvm.ptr) -> ()
  return
}
