llvm.mlir.global internal constant @c(42 : i32) {alignment = 4 : i64} : i32
llvm.mlir.global private @arr(dense<[1.0, 2.0]> : tensor<2xf64>) : !llvm.array<2 x f64>
llvm.mlir.global external @ext() : i64
llvm.mlir.global weak @w(0 : i8) {addr_space = 1 : i32} : i8
llvm.mlir.global linkonce_odr hidden unnamed_addr @lo(1 : i16) : i16
llvm.mlir.global internal @str("abc") : !llvm.array<3 x i8>
llvm.mlir.global common @com(0 : i32) : i32
llvm.mlir.global internal thread_local @tls(5 : i32) : i32
llvm.mlir.global internal @init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @c : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global internal @fptr() : !llvm.ptr {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @gepinit() : !llvm.ptr {
  %0 = llvm.mlir.addressof @arr : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f64>
  llvm.return %1 : !llvm.ptr
}
llvm.func @f() {
  llvm.return
}
