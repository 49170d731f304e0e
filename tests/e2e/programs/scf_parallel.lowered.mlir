module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @printMemrefF32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(2 : index) : i64
    %7 = llvm.mlir.constant(3 : index) : i64
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.mlir.constant(9 : index) : i64
    %10 = llvm.mlir.constant(3 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(12 : index) : i64
    %14 = llvm.mlir.zero : !llvm.ptr
    %15 = llvm.getelementptr %14[12] : (!llvm.ptr) -> !llvm.ptr, f32
    %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
    %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
    %18 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.mlir.constant(0 : index) : i64
    %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %10, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %11, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %11, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %12, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%4 : i64)
  ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb5
    %28 = llvm.icmp "slt" %27, %7 : i64
    llvm.cond_br %28, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%4 : i64)
  ^bb3(%29: i64):  // 2 preds: ^bb2, ^bb4
    %30 = llvm.icmp "slt" %29, %8 : i64
    llvm.cond_br %30, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %31 = llvm.mul %27, %8 : i64
    %32 = llvm.add %31, %29 : i64
    %33 = llvm.trunc %32 : i64 to i32
    %34 = llvm.sitofp %33 : i32 to f32
    %35 = llvm.fmul %34, %3 : f32
    %36 = llvm.mlir.constant(4 : index) : i64
    %37 = llvm.mul %27, %36 overflow<nsw, nuw> : i64
    %38 = llvm.add %37, %29 overflow<nsw, nuw> : i64
    %39 = llvm.getelementptr inbounds|nuw %17[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %35, %39 : f32, !llvm.ptr
    %40 = llvm.add %29, %5 : i64
    llvm.br ^bb3(%40 : i64)
  ^bb5:  // pred: ^bb3
    %41 = llvm.add %27, %5 : i64
    llvm.br ^bb1(%41 : i64)
  ^bb6:  // pred: ^bb1
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.alloca %42 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %26, %43 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %44 = llvm.mlir.constant(2 : index) : i64
    %45 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %46 = llvm.insertvalue %44, %45[0] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.insertvalue %43, %46[1] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %47[0] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.extractvalue %47[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%48, %49) : (i64, !llvm.ptr) -> ()
    llvm.br ^bb7(%4, %2, %1 : i64, f32, f32)
  ^bb7(%50: i64, %51: f32, %52: f32):  // 2 preds: ^bb6, ^bb11
    %53 = llvm.icmp "slt" %50, %7 : i64
    llvm.cond_br %53, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%5, %51, %52 : i64, f32, f32)
  ^bb9(%54: i64, %55: f32, %56: f32):  // 2 preds: ^bb8, ^bb10
    %57 = llvm.icmp "slt" %54, %8 : i64
    llvm.cond_br %57, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %58 = llvm.mlir.constant(4 : index) : i64
    %59 = llvm.mul %50, %58 overflow<nsw, nuw> : i64
    %60 = llvm.add %59, %54 overflow<nsw, nuw> : i64
    %61 = llvm.getelementptr inbounds|nuw %17[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %62 = llvm.load %61 : !llvm.ptr -> f32
    %63 = llvm.fadd %55, %62 : f32
    %64 = llvm.intr.maximum(%56, %62) : (f32, f32) -> f32
    %65 = llvm.add %54, %6 : i64
    llvm.br ^bb9(%65, %63, %64 : i64, f32, f32)
  ^bb11:  // pred: ^bb9
    %66 = llvm.add %50, %5 : i64
    llvm.br ^bb7(%66, %55, %56 : i64, f32, f32)
  ^bb12:  // pred: ^bb7
    llvm.call @printF32(%51) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%52) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb13(%5, %0 : i64, i64)
  ^bb13(%67: i64, %68: i64):  // 2 preds: ^bb12, ^bb14
    %69 = llvm.icmp "slt" %67, %9 : i64
    llvm.cond_br %69, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %70 = llvm.mul %67, %67 : i64
    %71 = llvm.add %68, %70 : i64
    %72 = llvm.add %67, %7 : i64
    llvm.br ^bb13(%72, %71 : i64, i64)
  ^bb15:  // pred: ^bb13
    llvm.call @printI64(%68) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%17) : (!llvm.ptr) -> ()
    llvm.return
  }
}

