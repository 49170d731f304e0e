module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %6 = llvm.mlir.constant(0 : index) : i32
    %7 = llvm.mlir.constant(1 : index) : i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%6, %8 : i32, i32)
  ^bb1(%9: i32, %10: i32):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.icmp "slt" %9, %arg5 : i32
    llvm.cond_br %11, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %13 = llvm.getelementptr inbounds|nuw %12[%9] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %14 = llvm.load %13 : !llvm.ptr -> i32
    %15 = llvm.add %10, %14 : i32
    %16 = llvm.add %9, %7 : i32
    llvm.br ^bb1(%16, %15 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %10 : i32
  }
}

