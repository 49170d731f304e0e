module {
  llvm.mlir.global private constant @table(dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(-1000000000 : i32) : i32
    %1 = llvm.mlir.constant(31 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.mlir.constant(8 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.getelementptr %8[8] : (!llvm.ptr) -> !llvm.ptr, i32
    %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
    %11 = llvm.mlir.addressof @table : !llvm.ptr
    %12 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
    %13 = llvm.mlir.constant(3735928559 : index) : i64
    %14 = llvm.inttoptr %13 : i64 to !llvm.ptr
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %12, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %6, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %7, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%5, %2 : i64, i32)
  ^bb1(%22: i64, %23: i32):  // 2 preds: ^bb0, ^bb2
    %24 = llvm.icmp "slt" %22, %3 : i64
    llvm.cond_br %24, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %25 = llvm.getelementptr inbounds|nuw %12[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %26 = llvm.load %25 : !llvm.ptr -> i32
    %27 = llvm.sext %26 : i32 to i64
    llvm.call @printI64(%27) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %28 = llvm.mul %23, %1 : i32
    %29 = llvm.add %28, %26 : i32
    %30 = llvm.add %22, %4 : i64
    llvm.br ^bb1(%30, %29 : i64, i32)
  ^bb3:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    %31 = llvm.add %23, %0 : i32
    llvm.return %31 : i32
  }
}

