module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @mask(%arg0: i32, %arg1: i32) -> i64 {
    %0 = llvm.mlir.constant(10 : i64) : i64
    %1 = llvm.mlir.constant(10 : index) : i64
    %2 = llvm.mlir.constant(9 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(7 : index) : i64
    %5 = llvm.mlir.constant(6 : index) : i64
    %6 = llvm.mlir.constant(5 : index) : i64
    %7 = llvm.mlir.constant(4 : index) : i64
    %8 = llvm.mlir.constant(3 : index) : i64
    %9 = llvm.mlir.constant(2 : index) : i64
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.icmp "eq" %arg0, %arg1 : i32
    %14 = llvm.icmp "ne" %arg0, %arg1 : i32
    %15 = llvm.icmp "slt" %arg0, %arg1 : i32
    %16 = llvm.icmp "sle" %arg0, %arg1 : i32
    %17 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %18 = llvm.icmp "sge" %arg0, %arg1 : i32
    %19 = llvm.icmp "ult" %arg0, %arg1 : i32
    %20 = llvm.icmp "ule" %arg0, %arg1 : i32
    %21 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %22 = llvm.icmp "uge" %arg0, %arg1 : i32
    %23 = llvm.mlir.constant(10 : index) : i64
    %24 = llvm.mlir.constant(1 : index) : i64
    %25 = llvm.alloca %23 x i1 : (i64) -> !llvm.ptr
    %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.mlir.constant(0 : index) : i64
    %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.insertvalue %23, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.insertvalue %24, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.getelementptr inbounds|nuw %25[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %13, %33 : i1, !llvm.ptr
    %34 = llvm.getelementptr inbounds|nuw %25[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %14, %34 : i1, !llvm.ptr
    %35 = llvm.getelementptr inbounds|nuw %25[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %15, %35 : i1, !llvm.ptr
    %36 = llvm.getelementptr inbounds|nuw %25[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %16, %36 : i1, !llvm.ptr
    %37 = llvm.getelementptr inbounds|nuw %25[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %17, %37 : i1, !llvm.ptr
    %38 = llvm.getelementptr inbounds|nuw %25[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %18, %38 : i1, !llvm.ptr
    %39 = llvm.getelementptr inbounds|nuw %25[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %19, %39 : i1, !llvm.ptr
    %40 = llvm.getelementptr inbounds|nuw %25[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %20, %40 : i1, !llvm.ptr
    %41 = llvm.getelementptr inbounds|nuw %25[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %21, %41 : i1, !llvm.ptr
    %42 = llvm.getelementptr inbounds|nuw %25[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %22, %42 : i1, !llvm.ptr
    llvm.br ^bb1(%11, %12 : i64, i64)
  ^bb1(%43: i64, %44: i64):  // 2 preds: ^bb0, ^bb2
    %45 = llvm.icmp "slt" %43, %1 : i64
    llvm.cond_br %45, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %46 = llvm.getelementptr inbounds|nuw %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %47 = llvm.load %46 : !llvm.ptr -> i1
    %48 = llvm.mul %44, %0 : i64
    %49 = llvm.zext %47 : i1 to i64
    %50 = llvm.add %48, %49 : i64
    %51 = llvm.add %43, %10 : i64
    llvm.br ^bb1(%51, %50 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %44 : i64
  }
  llvm.func @pair(%arg0: i32, %arg1: i32) {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(-2.250000e+00 : f64) : f64
    %8 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %9 = llvm.call @mask(%arg0, %arg1) : (i32, i32) -> i64
    llvm.call @printI64(%9) : (i64) -> ()
    %10 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
    %11 = llvm.intr.smin(%arg0, %arg1) : (i32, i32) -> i32
    %12 = llvm.intr.umax(%arg0, %arg1) : (i32, i32) -> i32
    %13 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
    %14 = llvm.icmp "slt" %arg0, %arg1 : i32
    %15 = llvm.select %14, %12, %13 : i1, i32
    %16 = llvm.select %14, %8, %7 : i1, f64
    %17 = llvm.mlir.constant(5 : index) : i64
    %18 = llvm.mlir.constant(1 : index) : i64
    %19 = llvm.alloca %17 x i32 : (i64) -> !llvm.ptr
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.mlir.constant(0 : index) : i64
    %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %17, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %18, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.getelementptr inbounds|nuw %19[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %10, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr inbounds|nuw %19[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %11, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr inbounds|nuw %19[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %12, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr inbounds|nuw %19[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %13, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr inbounds|nuw %19[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %15, %31 : i32, !llvm.ptr
    llvm.br ^bb1(%6 : i64)
  ^bb1(%32: i64):  // 2 preds: ^bb0, ^bb2
    %33 = llvm.icmp "slt" %32, %1 : i64
    llvm.cond_br %33, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %34 = llvm.getelementptr inbounds|nuw %19[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %35 = llvm.load %34 : !llvm.ptr -> i32
    %36 = llvm.sext %35 : i32 to i64
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%36) : (i64) -> ()
    %37 = llvm.add %32, %5 : i64
    llvm.br ^bb1(%37 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%16) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-1 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(-2147483648 : i32) : i32
    %3 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @pair(%0, %1) : (i32, i32) -> ()
    llvm.call @pair(%1, %0) : (i32, i32) -> ()
    llvm.call @pair(%2, %3) : (i32, i32) -> ()
    llvm.call @pair(%3, %3) : (i32, i32) -> ()
    llvm.return
  }
}

