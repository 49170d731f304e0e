llvm.func @mem(%n: i64, %p: !llvm.ptr) -> f32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.alloca %c1 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<(i8, i64)> : (i64) -> !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> f32
  llvm.store %2, %0 {alignment = 8 : i64} : f32, !llvm.ptr
  %3 = llvm.load volatile %0 : !llvm.ptr -> f32
  %4 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %4, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %5 = llvm.load %p {nontemporal} : !llvm.ptr -> i64
  %6 = llvm.load %p invariant : !llvm.ptr -> i8
  %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i8, i64)>
  llvm.store %7, %1 : !llvm.struct<(i8, i64)>, !llvm.ptr
  llvm.return %3 : f32
}
