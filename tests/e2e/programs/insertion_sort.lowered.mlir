module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @data(dense<[3.500000e+00, -1.000000e+00, 7.250000e+00, 0.000000e+00, -0.000000e+00, 2.000000e+00, -8.500000e+00, 7.250000e+00, 1.000000e-03, 1.000000e+02, -1.000000e-03, 4.000000e+00]> : tensor<12xf32>) {addr_space = 0 : i32} : !llvm.array<12 x f32>
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
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @search(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) -> i64 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(12 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%6, %7 : i64, i64)
  ^bb1(%9: i64, %10: i64):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.icmp "ult" %9, %10 : i64
    llvm.cond_br %11, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %12 = llvm.add %9, %10 : i64
    %13 = llvm.lshr %12, %8 : i64
    %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.getelementptr inbounds|nuw %14[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %16 = llvm.load %15 : !llvm.ptr -> f32
    %17 = llvm.fcmp "olt" %16, %arg5 : f32
    %18 = llvm.add %13, %8 : i64
    %19 = llvm.select %17, %18, %9 : i1, i64
    %20 = llvm.select %17, %10, %13 : i1, i64
    llvm.br ^bb1(%19, %20 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %9 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1.000000e+03 : f32) : f32
    %1 = llvm.mlir.constant(-1.000000e+02 : f32) : f32
    %2 = llvm.mlir.constant(5.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(7.250000e+00 : f32) : f32
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.mlir.constant(12 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.mlir.constant(12 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[12] : (!llvm.ptr) -> !llvm.ptr, f32
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.mlir.addressof @data : !llvm.ptr
    %14 = llvm.getelementptr %13[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x f32>
    %15 = llvm.mlir.constant(3735928559 : index) : i64
    %16 = llvm.inttoptr %15 : i64 to !llvm.ptr
    %17 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %14, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %8, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %9, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.mlir.constant(12 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.zero : !llvm.ptr
    %27 = llvm.getelementptr %26[12] : (!llvm.ptr) -> !llvm.ptr, f32
    %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
    %29 = llvm.call @malloc(%28) : (i64) -> !llvm.ptr
    %30 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.constant(0 : index) : i64
    %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.insertvalue %24, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %25, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mul %8, %37 : i64
    %39 = llvm.mlir.zero : !llvm.ptr
    %40 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %42 = llvm.mul %38, %41 : i64
    %43 = llvm.getelementptr %14[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %44 = llvm.getelementptr %29[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.memcpy"(%44, %43, %42) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.br ^bb1(%6 : i64)
  ^bb1(%45: i64):  // 2 preds: ^bb0, ^bb9
    %46 = llvm.icmp "slt" %45, %5 : i64
    llvm.cond_br %46, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    %47 = llvm.getelementptr inbounds|nuw %29[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %48 = llvm.load %47 : !llvm.ptr -> f32
    llvm.br ^bb3(%45 : i64)
  ^bb3(%49: i64):  // 2 preds: ^bb2, ^bb8
    %50 = llvm.icmp "ugt" %49, %7 : i64
    llvm.cond_br %50, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %51 = llvm.sub %49, %6 : i64
    %52 = llvm.getelementptr inbounds|nuw %29[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %53 = llvm.load %52 : !llvm.ptr -> f32
    %54 = llvm.fcmp "ogt" %53, %48 : f32
    llvm.br ^bb6(%54 : i1)
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%4 : i1)
  ^bb6(%55: i1):  // 2 preds: ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    llvm.cond_br %55, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %56 = llvm.sub %49, %6 : i64
    %57 = llvm.getelementptr inbounds|nuw %29[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %58 = llvm.load %57 : !llvm.ptr -> f32
    %59 = llvm.getelementptr inbounds|nuw %29[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %58, %59 : f32, !llvm.ptr
    llvm.br ^bb3(%56 : i64)
  ^bb9:  // pred: ^bb7
    %60 = llvm.getelementptr inbounds|nuw %29[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %48, %60 : f32, !llvm.ptr
    %61 = llvm.add %45, %6 : i64
    llvm.br ^bb1(%61 : i64)
  ^bb10:  // pred: ^bb1
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.alloca %62 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %36, %63 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %64 = llvm.mlir.constant(1 : index) : i64
    %65 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %66 = llvm.insertvalue %64, %65[0] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.insertvalue %63, %66[1] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %67[0] : !llvm.struct<(i64, ptr)> 
    %69 = llvm.extractvalue %67[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%68, %69) : (i64, !llvm.ptr) -> ()
    %70 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %73 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %75 = llvm.call @search(%70, %71, %72, %73, %74, %3) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> i64
    %76 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.call @search(%76, %77, %78, %79, %80, %2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> i64
    %82 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.call @search(%82, %83, %84, %85, %86, %1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> i64
    %88 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %91 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %93 = llvm.call @search(%88, %89, %90, %91, %92, %0) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> i64
    llvm.call @printI64(%75) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%81) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%87) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%93) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%29) : (!llvm.ptr) -> ()
    llvm.return
  }
}

