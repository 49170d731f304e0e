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
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    %3 = llvm.mlir.constant(6 : index) : i64
    %4 = llvm.mlir.constant(8 : index) : i64
    %5 = llvm.mlir.constant(6 : index) : i64
    %6 = llvm.mlir.constant(8 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(48 : index) : i64
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.getelementptr %9[48] : (!llvm.ptr) -> !llvm.ptr, f32
    %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
    %12 = llvm.call @malloc(%11) : (i64) -> !llvm.ptr
    %13 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.constant(0 : index) : i64
    %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %5, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %6, %18[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %6, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %7, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%0 : i64)
  ^bb1(%22: i64):  // 2 preds: ^bb0, ^bb5
    %23 = llvm.icmp "slt" %22, %3 : i64
    llvm.cond_br %23, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%0 : i64)
  ^bb3(%24: i64):  // 2 preds: ^bb2, ^bb4
    %25 = llvm.icmp "slt" %24, %4 : i64
    llvm.cond_br %25, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %26 = llvm.mul %22, %4 : i64
    %27 = llvm.add %26, %24 : i64
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.sitofp %28 : i32 to f32
    %30 = llvm.mlir.constant(8 : index) : i64
    %31 = llvm.mul %22, %30 overflow<nsw, nuw> : i64
    %32 = llvm.add %31, %24 overflow<nsw, nuw> : i64
    %33 = llvm.getelementptr inbounds|nuw %12[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %33 : f32, !llvm.ptr
    %34 = llvm.add %24, %1 : i64
    llvm.br ^bb3(%34 : i64)
  ^bb5:  // pred: ^bb3
    %35 = llvm.add %22, %1 : i64
    llvm.br ^bb1(%35 : i64)
  ^bb6:  // pred: ^bb1
    %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = llvm.insertvalue %12, %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %12, %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.mlir.constant(10 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.mlir.constant(3 : index) : i64
    %42 = llvm.insertvalue %41, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.constant(16 : index) : i64
    %44 = llvm.insertvalue %43, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.mlir.constant(2 : index) : i64
    %46 = llvm.insertvalue %45, %44[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.mlir.constant(3 : index) : i64
    %48 = llvm.insertvalue %47, %46[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %48, %50 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %54[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.extractvalue %54[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%55, %56) : (i64, !llvm.ptr) -> ()
    %57 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.insertvalue %12, %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %59 = llvm.insertvalue %12, %58[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.mlir.constant(42 : index) : i64
    %61 = llvm.insertvalue %60, %59[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.mlir.constant(2 : index) : i64
    %63 = llvm.insertvalue %62, %61[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.mlir.constant(3 : index) : i64
    %65 = llvm.insertvalue %64, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.alloca %66 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %65, %67 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %68 = llvm.mlir.constant(1 : index) : i64
    %69 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %70 = llvm.insertvalue %68, %69[0] : !llvm.struct<(i64, ptr)> 
    %71 = llvm.insertvalue %67, %70[1] : !llvm.struct<(i64, ptr)> 
    %72 = llvm.extractvalue %71[0] : !llvm.struct<(i64, ptr)> 
    %73 = llvm.extractvalue %71[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%72, %73) : (i64, !llvm.ptr) -> ()
    %74 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %12, %74[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.insertvalue %12, %75[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.constant(17 : index) : i64
    %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.insertvalue %2, %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.mlir.constant(8 : index) : i64
    %81 = llvm.insertvalue %80, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.insertvalue %2, %81[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.mlir.constant(2 : index) : i64
    %84 = llvm.insertvalue %83, %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.mlir.constant(1 : index) : i64
    %86 = llvm.alloca %85 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %84, %86 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %87 = llvm.mlir.constant(2 : index) : i64
    %88 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %89 = llvm.insertvalue %87, %88[0] : !llvm.struct<(i64, ptr)> 
    %90 = llvm.insertvalue %86, %89[1] : !llvm.struct<(i64, ptr)> 
    %91 = llvm.extractvalue %90[0] : !llvm.struct<(i64, ptr)> 
    %92 = llvm.extractvalue %90[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%91, %92) : (i64, !llvm.ptr) -> ()
    %93 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %94 = llvm.insertvalue %12, %93[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %95 = llvm.insertvalue %12, %94[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %96 = llvm.mlir.constant(7 : index) : i64
    %97 = llvm.insertvalue %96, %95[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %98 = llvm.mlir.constant(6 : index) : i64
    %99 = llvm.insertvalue %98, %97[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %100 = llvm.mlir.constant(8 : index) : i64
    %101 = llvm.insertvalue %100, %99[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb7(%0 : i64)
  ^bb7(%102: i64):  // 2 preds: ^bb6, ^bb8
    %103 = llvm.icmp "slt" %102, %3 : i64
    llvm.cond_br %103, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %104 = llvm.mlir.constant(7 : index) : i64
    %105 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f32
    %106 = llvm.mlir.constant(8 : index) : i64
    %107 = llvm.mul %102, %106 overflow<nsw, nuw> : i64
    %108 = llvm.getelementptr inbounds|nuw %105[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %109 = llvm.load %108 : !llvm.ptr -> f32
    %110 = llvm.fneg %109 : f32
    %111 = llvm.mlir.constant(7 : index) : i64
    %112 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f32
    %113 = llvm.mlir.constant(8 : index) : i64
    %114 = llvm.mul %102, %113 overflow<nsw, nuw> : i64
    %115 = llvm.getelementptr inbounds|nuw %112[%114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %110, %115 : f32, !llvm.ptr
    %116 = llvm.add %102, %1 : i64
    llvm.br ^bb7(%116 : i64)
  ^bb9:  // pred: ^bb7
    %117 = llvm.mlir.constant(1 : index) : i64
    %118 = llvm.alloca %117 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %21, %118 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %119 = llvm.mlir.constant(2 : index) : i64
    %120 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %121 = llvm.insertvalue %119, %120[0] : !llvm.struct<(i64, ptr)> 
    %122 = llvm.insertvalue %118, %121[1] : !llvm.struct<(i64, ptr)> 
    %123 = llvm.extractvalue %122[0] : !llvm.struct<(i64, ptr)> 
    %124 = llvm.extractvalue %122[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%123, %124) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%12) : (!llvm.ptr) -> ()
    llvm.return
  }
}

