module {
  llvm.mlir.global private constant @xs(dense<[2.500000e+00, -2.500000e+00, 3.500000e+00, -5.000000e-01, 0.49999999999999994, -0.000000e+00, 1.000000e+15, -7.750000e+00, 0x4330000000000001]> : tensor<9xf64>) {addr_space = 0 : i32} : !llvm.array<9 x f64>
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(9 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(9 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, f64
    %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
    %8 = llvm.mlir.addressof @xs : !llvm.ptr
    %9 = llvm.getelementptr %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x f64>
    %10 = llvm.mlir.constant(3735928559 : index) : i64
    %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %3, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%2 : i64)
  ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb2
    %20 = llvm.icmp "slt" %19, %0 : i64
    llvm.cond_br %20, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %21 = llvm.getelementptr inbounds|nuw %9[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %22 = llvm.load %21 : !llvm.ptr -> f64
    %23 = llvm.intr.floor(%22) : (f64) -> f64
    %24 = llvm.intr.ceil(%22) : (f64) -> f64
    %25 = llvm.intr.round(%22) : (f64) -> f64
    %26 = llvm.intr.roundeven(%22) : (f64) -> f64
    %27 = llvm.intr.trunc(%22) : (f64) -> f64
    %28 = llvm.intr.fabs(%22) : (f64) -> f64
    llvm.call @printF64(%23) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%24) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%25) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%26) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%27) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%28) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %29 = llvm.fptrunc %22 : f64 to f32
    %30 = llvm.intr.round(%29) : (f32) -> f32
    %31 = llvm.intr.roundeven(%29) : (f32) -> f32
    %32 = llvm.intr.floor(%29) : (f32) -> f32
    llvm.call @printF32(%30) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%31) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%32) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %33 = llvm.add %19, %1 : i64
    llvm.br ^bb1(%33 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

