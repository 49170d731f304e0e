// RUN:
// RUN: --mlir-print-op-generic
// llvm.mlir.global with every keyword (linkage always printed, visibility,
// thread_local, unnamed_addr, constant), values of each kind (integer,
// float, string whose type is inferred, dense elements), attributes kept in
// the dictionary, initializer regions, and llvm.mlir.addressof of globals
// and functions in their address spaces.
llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global external @ext() : i32
llvm.mlir.global @default_linkage(3 : i16) : i16
llvm.mlir.global private @i(42 : i32) : i32
llvm.mlir.global @f(1.5 : f32) {alignment = 8 : i64} : f32
llvm.mlir.global weak thread_local unnamed_addr @tl(0 : i64) : i64
llvm.mlir.global internal @init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  llvm.return %0 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global internal constant @computed() : i64 {
  %0 = llvm.mlir.constant(7 : i64) : i64
  llvm.return %0 : i64
}
llvm.mlir.global linkonce_odr hidden local_unnamed_addr constant @arr(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 1 : i32} : !llvm.array<3 x i32>
llvm.mlir.global external @dso(0 : i32) {dso_local, section = ".data"} : i32
llvm.mlir.global common @zero_common(0 : i32) : i32
llvm.mlir.global appending @ctors() : !llvm.array<0 x ptr>
llvm.mlir.global extern_weak @maybe() : !llvm.ptr
llvm.mlir.global internal @externally(0 : i8) {externally_initialized} : i8
llvm.mlir.global internal protected @prot(0 : i8) : i8
llvm.mlir.global private constant @packed_bytes("\01\02") : !llvm.array<2 x i8>
llvm.mlir.global internal @target_attrs(1 : i32) {target_specific_attrs = ["a", ["b", "c"]]} : i32
llvm.mlir.global internal @vector_global(dense<0.0> : vector<4xf32>) : vector<4xf32>
llvm.mlir.global internal @ptr_global() : !llvm.ptr {
  %0 = llvm.mlir.addressof @i : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @user() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @str : !llvm.ptr
  %1 = llvm.mlir.addressof @user : !llvm.ptr
  %2 = llvm.mlir.addressof @arr : !llvm.ptr<1>
  %3 = llvm.mlir.addressof @maybe {tag} : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
