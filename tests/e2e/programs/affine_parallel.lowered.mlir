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
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(9.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(-5.000000e-01 : f32) : f32
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(6 : index) : i64
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.mlir.constant(2 : index) : i64
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.mlir.constant(6 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.constant(24 : index) : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[24] : (!llvm.ptr) -> !llvm.ptr, f32
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.call @malloc(%18) : (i64) -> !llvm.ptr
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(0 : index) : i64
    %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %12, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %13, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %13, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %14, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%10 : i64)
  ^bb1(%29: i64):  // 2 preds: ^bb0, ^bb5
    %30 = llvm.icmp "slt" %29, %9 : i64
    llvm.cond_br %30, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%10 : i64)
  ^bb3(%31: i64):  // 2 preds: ^bb2, ^bb4
    %32 = llvm.icmp "slt" %31, %8 : i64
    llvm.cond_br %32, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %33 = llvm.mul %29, %8 overflow<nsw> : i64
    %34 = llvm.add %33, %31 : i64
    %35 = llvm.trunc %34 : i64 to i32
    %36 = llvm.sitofp %35 : i32 to f32
    %37 = llvm.fmul %36, %6 : f32
    %38 = llvm.mlir.constant(6 : index) : i64
    %39 = llvm.mul %29, %38 overflow<nsw, nuw> : i64
    %40 = llvm.add %39, %31 overflow<nsw, nuw> : i64
    %41 = llvm.getelementptr inbounds|nuw %19[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %37, %41 : f32, !llvm.ptr
    %42 = llvm.add %31, %7 : i64
    llvm.br ^bb3(%42 : i64)
  ^bb5:  // pred: ^bb3
    %43 = llvm.add %29, %7 : i64
    llvm.br ^bb1(%43 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%7 : i64)
  ^bb7(%44: i64):  // 2 preds: ^bb6, ^bb11
    %45 = llvm.icmp "slt" %44, %5 : i64
    llvm.cond_br %45, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%10 : i64)
  ^bb9(%46: i64):  // 2 preds: ^bb8, ^bb10
    %47 = llvm.icmp "slt" %46, %8 : i64
    llvm.cond_br %47, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %48 = llvm.mlir.constant(6 : index) : i64
    %49 = llvm.mul %44, %48 overflow<nsw, nuw> : i64
    %50 = llvm.add %49, %46 overflow<nsw, nuw> : i64
    %51 = llvm.getelementptr inbounds|nuw %19[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4, %51 : f32, !llvm.ptr
    %52 = llvm.add %46, %11 : i64
    llvm.br ^bb9(%52 : i64)
  ^bb11:  // pred: ^bb9
    %53 = llvm.add %44, %7 : i64
    llvm.br ^bb7(%53 : i64)
  ^bb12:  // pred: ^bb7
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.alloca %54 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %28, %55 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %56 = llvm.mlir.constant(2 : index) : i64
    %57 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %58 = llvm.insertvalue %56, %57[0] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.insertvalue %55, %58[1] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.extractvalue %59[0] : !llvm.struct<(i64, ptr)> 
    %61 = llvm.extractvalue %59[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%60, %61) : (i64, !llvm.ptr) -> ()
    llvm.br ^bb13(%10, %3, %2 : i64, f32, f32)
  ^bb13(%62: i64, %63: f32, %64: f32):  // 2 preds: ^bb12, ^bb17
    %65 = llvm.icmp "slt" %62, %9 : i64
    llvm.cond_br %65, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%10, %63, %64 : i64, f32, f32)
  ^bb15(%66: i64, %67: f32, %68: f32):  // 2 preds: ^bb14, ^bb16
    %69 = llvm.icmp "slt" %66, %8 : i64
    llvm.cond_br %69, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %70 = llvm.mlir.constant(6 : index) : i64
    %71 = llvm.mul %62, %70 overflow<nsw, nuw> : i64
    %72 = llvm.add %71, %66 overflow<nsw, nuw> : i64
    %73 = llvm.getelementptr inbounds|nuw %19[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %74 = llvm.load %73 : !llvm.ptr -> f32
    %75 = llvm.fadd %67, %74 : f32
    %76 = llvm.intr.maximum(%68, %74) : (f32, f32) -> f32
    %77 = llvm.add %66, %7 : i64
    llvm.br ^bb15(%77, %75, %76 : i64, f32, f32)
  ^bb17:  // pred: ^bb15
    %78 = llvm.add %62, %7 : i64
    llvm.br ^bb13(%78, %67, %68 : i64, f32, f32)
  ^bb18:  // pred: ^bb13
    llvm.call @printF32(%63) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%64) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb19(%7, %0 : i64, i64)
  ^bb19(%79: i64, %80: i64):  // 2 preds: ^bb18, ^bb20
    %81 = llvm.icmp "slt" %79, %1 : i64
    llvm.cond_br %81, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %82 = llvm.mul %80, %79 : i64
    %83 = llvm.add %79, %7 : i64
    llvm.br ^bb19(%83, %82 : i64, i64)
  ^bb21:  // pred: ^bb19
    llvm.call @printI64(%80) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%19) : (!llvm.ptr) -> ()
    llvm.return
  }
}

