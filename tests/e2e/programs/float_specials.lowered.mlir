module {
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @arith_row(%arg0: f64, %arg1: f64) {
    %0 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %1 = llvm.mlir.constant(6 : index) : i64
    %2 = llvm.mlir.constant(5 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(3 : index) : i64
    %5 = llvm.mlir.constant(2 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.fadd %arg0, %arg1 : f64
    %9 = llvm.fsub %arg0, %arg1 : f64
    %10 = llvm.fmul %arg0, %arg1 : f64
    %11 = llvm.fdiv %arg0, %arg1 : f64
    %12 = llvm.frem %arg0, %arg1 : f64
    %13 = llvm.fneg %arg0 : f64
    llvm.call @printF64(%8) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%9) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%10) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%11) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%12) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%13) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %14 = llvm.fcmp "oeq" %arg0, %arg1 : f64
    %15 = llvm.fcmp "olt" %arg0, %arg1 : f64
    %16 = llvm.fcmp "ueq" %arg0, %arg1 : f64
    %17 = llvm.fcmp "une" %arg0, %arg1 : f64
    %18 = llvm.fcmp "uno" %arg0, %arg1 : f64
    %19 = llvm.fcmp "ord" %arg0, %arg1 : f64
    %20 = llvm.mlir.constant(6 : index) : i64
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.alloca %20 x i1 : (i64) -> !llvm.ptr
    %23 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(0 : index) : i64
    %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.insertvalue %20, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.insertvalue %21, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.getelementptr inbounds|nuw %22[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %14, %30 : i1, !llvm.ptr
    %31 = llvm.getelementptr inbounds|nuw %22[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %15, %31 : i1, !llvm.ptr
    %32 = llvm.getelementptr inbounds|nuw %22[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %16, %32 : i1, !llvm.ptr
    %33 = llvm.getelementptr inbounds|nuw %22[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %17, %33 : i1, !llvm.ptr
    %34 = llvm.getelementptr inbounds|nuw %22[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %18, %34 : i1, !llvm.ptr
    %35 = llvm.getelementptr inbounds|nuw %22[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %19, %35 : i1, !llvm.ptr
    llvm.br ^bb1(%7 : i64)
  ^bb1(%36: i64):  // 2 preds: ^bb0, ^bb2
    %37 = llvm.icmp "slt" %36, %1 : i64
    llvm.cond_br %37, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %38 = llvm.getelementptr inbounds|nuw %22[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %39 = llvm.load %38 : !llvm.ptr -> i1
    %40 = llvm.zext %39 : i1 to i64
    llvm.call @printI64(%40) : (i64) -> ()
    %41 = llvm.add %36, %6 : i64
    llvm.br ^bb1(%41 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printComma() : () -> ()
    %42 = "llvm.intr.is.fpclass"(%11) <{bit = 3 : i32}> : (f64) -> i1
    %43 = llvm.intr.fabs(%11) : (f64) -> f64
    %44 = llvm.fcmp "oeq" %43, %0 : f64
    %45 = "llvm.intr.is.fpclass"(%11) <{bit = 504 : i32}> : (f64) -> i1
    %46 = llvm.zext %42 : i1 to i64
    %47 = llvm.zext %44 : i1 to i64
    %48 = llvm.zext %45 : i1 to i64
    llvm.call @printI64(%46) : (i64) -> ()
    llvm.call @printI64(%47) : (i64) -> ()
    llvm.call @printI64(%48) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %2 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %5 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %6 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %7 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    llvm.call @arith_row(%2, %3) : (f64, f64) -> ()
    llvm.call @arith_row(%2, %4) : (f64, f64) -> ()
    llvm.call @arith_row(%3, %3) : (f64, f64) -> ()
    llvm.call @arith_row(%4, %3) : (f64, f64) -> ()
    llvm.call @arith_row(%5, %5) : (f64, f64) -> ()
    llvm.call @arith_row(%5, %6) : (f64, f64) -> ()
    llvm.call @arith_row(%7, %2) : (f64, f64) -> ()
    llvm.call @arith_row(%4, %6) : (f64, f64) -> ()
    llvm.call @printF32(%1) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%0) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

