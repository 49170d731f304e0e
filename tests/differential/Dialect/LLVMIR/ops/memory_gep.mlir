// RUN:
// RUN: --mlir-print-op-generic

func.func @gep_dynamic(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  return %0 : !llvm.ptr
}

func.func @gep_constant(%p: !llvm.ptr) -> (!llvm.ptr, !llvm.ptr) {
  %0 = llvm.getelementptr %p[3] : (!llvm.ptr) -> !llvm.ptr, i32
  %1 = llvm.getelementptr %p[-7] : (!llvm.ptr) -> !llvm.ptr, i8
  return %0, %1 : !llvm.ptr, !llvm.ptr
}

func.func @gep_struct_fields(%p: !llvm.ptr, %i: i32) -> (!llvm.ptr, !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %1 = llvm.getelementptr %p[%i, 1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i8, struct<(i16, i64)>)>
  return %0, %1 : !llvm.ptr, !llvm.ptr
}

func.func @gep_nested_mixed(%p: !llvm.ptr, %i: i64, %j: i16) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i, 2, %j, 1, 3] : (!llvm.ptr, i64, i16) -> !llvm.ptr, !llvm.struct<"pair", (i32, f64, array<8 x struct<(i8, vector<4xf32>)>>)>
  return %0 : !llvm.ptr
}

func.func @gep_flags(%p: !llvm.ptr, %i: i64) -> (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
  %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %1 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %2 = llvm.getelementptr nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %3 = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %4 = llvm.getelementptr nuw|nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  return %0, %1, %2, %3, %4 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr
}

func.func @gep_flags_none_written(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr none %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  return %0 : !llvm.ptr
}

func.func @gep_vector_of_pointers(%p: vector<4x!llvm.ptr>, %i: vector<4xi32>, %s: i64) -> (vector<4x!llvm.ptr>, vector<4x!llvm.ptr>) {
  %0 = llvm.getelementptr %p[%i] : (vector<4x!llvm.ptr>, vector<4xi32>) -> vector<4x!llvm.ptr>, i64
  %1 = llvm.getelementptr inbounds %p[%s, 0] : (vector<4x!llvm.ptr>, i64) -> vector<4x!llvm.ptr>, !llvm.struct<(f32, f32)>
  return %0, %1 : vector<4x!llvm.ptr>, vector<4x!llvm.ptr>
}

func.func @gep_address_space(%p: !llvm.ptr<3>, %i: i8) -> !llvm.ptr<3> {
  %0 = llvm.getelementptr %p[%i, %i] {note = "x"} : (!llvm.ptr<3>, i8, i8) -> !llvm.ptr<3>, !llvm.array<16 x i8>
  return %0 : !llvm.ptr<3>
}

func.func @gep_into_vector_element(%p: !llvm.ptr, %i: i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, vector<8xi16>
  return %0 : !llvm.ptr
}

func.func @gep_generic(%p: !llvm.ptr, %i: i64) -> (!llvm.ptr, !llvm.ptr, !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = !llvm.struct<(i32, i32)>, rawConstantIndices = array<i32: -2147483648, 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  %1 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 5 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
  %2 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 3 : i64, rawConstantIndices = array<i32: 2>}> {noWrapFlags = 9 : i32} : (!llvm.ptr) -> !llvm.ptr
  return %0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr
}
