llvm.func @gep(%p: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %0[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %2 = llvm.getelementptr inbounds|nuw %1[0, %j] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i8>
  %3 = llvm.getelementptr nuw %2[3] : (!llvm.ptr) -> !llvm.ptr, i64
  %z = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
  %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %6 : !llvm.ptr
}
