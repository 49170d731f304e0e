module {
  llvm.mlir.global private constant @xs(dense<[2.500000e-01, 1.000000e+00, 2.000000e+00, 1.000000e+01, 1.005000e+02]> : tensor<5xf64>) {addr_space = 0 : i32} : !llvm.array<5 x f64>
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @row(%arg0: i64) {
    %0 = llvm.mlir.constant(5 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(5 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f64
    %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
    %8 = llvm.mlir.addressof @xs : !llvm.ptr
    %9 = llvm.getelementptr %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x f64>
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
  ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb16
    %20 = llvm.icmp "slt" %19, %0 : i64
    llvm.cond_br %20, ^bb2, ^bb17
  ^bb2:  // pred: ^bb1
    %21 = llvm.getelementptr inbounds|nuw %9[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %22 = llvm.load %21 : !llvm.ptr -> f64
    %23 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %23 : i32, ^bb10 [
      0: ^bb3,
      1: ^bb4,
      2: ^bb5,
      3: ^bb6,
      4: ^bb7,
      5: ^bb8,
      6: ^bb9
    ]
  ^bb3:  // pred: ^bb2
    %24 = llvm.intr.sqrt(%22) : (f64) -> f64
    llvm.br ^bb11(%24 : f64)
  ^bb4:  // pred: ^bb2
    %25 = llvm.intr.exp(%22) : (f64) -> f64
    llvm.br ^bb11(%25 : f64)
  ^bb5:  // pred: ^bb2
    %26 = llvm.intr.exp2(%22) : (f64) -> f64
    llvm.br ^bb11(%26 : f64)
  ^bb6:  // pred: ^bb2
    %27 = llvm.intr.log(%22) : (f64) -> f64
    llvm.br ^bb11(%27 : f64)
  ^bb7:  // pred: ^bb2
    %28 = llvm.intr.log2(%22) : (f64) -> f64
    llvm.br ^bb11(%28 : f64)
  ^bb8:  // pred: ^bb2
    %29 = llvm.intr.log10(%22) : (f64) -> f64
    llvm.br ^bb11(%29 : f64)
  ^bb9:  // pred: ^bb2
    %30 = llvm.intr.sin(%22) : (f64) -> f64
    llvm.br ^bb11(%30 : f64)
  ^bb10:  // pred: ^bb2
    %31 = llvm.intr.cos(%22) : (f64) -> f64
    llvm.br ^bb11(%31 : f64)
  ^bb11(%32: f64):  // 8 preds: ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
    llvm.call @printF64(%32) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %33 = llvm.fptrunc %22 : f64 to f32
    %34 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %34 : i32, ^bb15 [
      0: ^bb12,
      3: ^bb13,
      6: ^bb14
    ]
  ^bb12:  // pred: ^bb11
    %35 = llvm.intr.sqrt(%33) : (f32) -> f32
    llvm.br ^bb16(%35 : f32)
  ^bb13:  // pred: ^bb11
    %36 = llvm.intr.log(%33) : (f32) -> f32
    llvm.br ^bb16(%36 : f32)
  ^bb14:  // pred: ^bb11
    %37 = llvm.intr.sin(%33) : (f32) -> f32
    llvm.br ^bb16(%37 : f32)
  ^bb15:  // pred: ^bb11
    %38 = llvm.intr.exp(%33) : (f32) -> f32
    llvm.br ^bb16(%38 : f32)
  ^bb16(%39: f32):  // 4 preds: ^bb12, ^bb13, ^bb14, ^bb15
    llvm.call @printF32(%39) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %40 = llvm.add %19, %1 : i64
    llvm.br ^bb1(%40 : i64)
  ^bb17:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(8 : index) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %3, %2 : i64
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @row(%3) : (i64) -> ()
    %5 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%5 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

