module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[97, 32, 109, 117, 115, 116, 32, 104, 111, 108, 100, 0]> : tensor<12xi8>) {addr_space = 0 : i32} : !llvm.array<12 x i8>
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i1) -> i64 {
    llvm.cond_br %arg2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(-1 : i64) : i64
    %3 = llvm.icmp "sgt" %arg1, %0 : i64
    %4 = llvm.select %3, %2, %1 : i1, i64
    %5 = llvm.add %arg0, %4 : i64
    %6 = llvm.sdiv %5, %arg1 : i64
    %7 = llvm.add %6, %1 : i64
    %8 = llvm.sub %0, %arg0 : i64
    %9 = llvm.sdiv %8, %arg1 : i64
    %10 = llvm.sub %0, %9 : i64
    %11 = llvm.icmp "sgt" %arg0, %0 : i64
    %12 = llvm.icmp "eq" %11, %3 : i1
    %13 = llvm.icmp "ne" %arg0, %0 : i64
    %14 = llvm.and %12, %13 : i1
    %15 = llvm.select %14, %7, %10 : i1, i64
    %16 = llvm.mlir.poison : i64
    llvm.return %15 : i64
  ^bb2:  // pred: ^bb0
    %17 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %18 = llvm.getelementptr %17[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
    llvm.call @puts(%18) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

