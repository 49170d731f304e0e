llvm.mlir.global internal @g(dense<[1,2,3,4]> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global external constant @s("hello\00") {addr_space = 0 : i32}
llvm.func @f(%arg0: i64) -> !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %3 = llvm.add %c1, %c2 overflow<nsw> : i64
  %4 = llvm.getelementptr inbounds %0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %5 = llvm.getelementptr %1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %6 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %7 = llvm.add %6, %c1 : i64
  %8 = llvm.load %5 : !llvm.ptr -> i32
  %9 = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  llvm.store %8, %4 : i32, !llvm.ptr
  llvm.return %4 : !llvm.ptr
}
llvm.func @h(f64) -> f64
