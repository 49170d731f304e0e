module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @printMemrefI64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(3 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(3 : index) : i64
    %5 = llvm.mlir.constant(4 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(12 : index) : i64
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.getelementptr %8[12] : (!llvm.ptr) -> !llvm.ptr, i64
    %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
    %11 = llvm.call @malloc(%10) : (i64) -> !llvm.ptr
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %4, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %5, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %6, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%0 : i64)
  ^bb1(%21: i64):  // 2 preds: ^bb0, ^bb5
    %22 = llvm.icmp "slt" %21, %2 : i64
    llvm.cond_br %22, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%0 : i64)
  ^bb3(%23: i64):  // 2 preds: ^bb2, ^bb4
    %24 = llvm.icmp "slt" %23, %3 : i64
    llvm.cond_br %24, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %25 = llvm.mul %21, %3 : i64
    %26 = llvm.add %25, %23 : i64
    %27 = llvm.mlir.constant(4 : index) : i64
    %28 = llvm.mul %21, %27 overflow<nsw, nuw> : i64
    %29 = llvm.add %28, %23 overflow<nsw, nuw> : i64
    %30 = llvm.getelementptr inbounds|nuw %11[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %26, %30 : i64, !llvm.ptr
    %31 = llvm.add %23, %1 : i64
    llvm.br ^bb3(%31 : i64)
  ^bb5:  // pred: ^bb3
    %32 = llvm.add %21, %1 : i64
    llvm.br ^bb1(%32 : i64)
  ^bb6:  // pred: ^bb1
    %33 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = llvm.insertvalue %11, %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %11, %34[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %15, %35[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %5, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %6, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %4, %38[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %5, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %40, %42 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %43 = llvm.mlir.constant(2 : index) : i64
    %44 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.insertvalue %42, %45[1] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %46[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%47, %48) : (i64, !llvm.ptr) -> ()
    %49 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %50 = llvm.insertvalue %11, %49[0] : !llvm.struct<(ptr, ptr, i64)> 
    %51 = llvm.insertvalue %11, %50[1] : !llvm.struct<(ptr, ptr, i64)> 
    %52 = llvm.mlir.constant(0 : index) : i64
    %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64)> 
    %54 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %55 = llvm.insertvalue %11, %54[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %11, %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.mlir.constant(1 : index) : i64
    %58 = llvm.insertvalue %57, %56[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.mlir.constant(2 : index) : i64
    %60 = llvm.insertvalue %59, %58[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.insertvalue %61, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.mlir.constant(3 : index) : i64
    %64 = llvm.insertvalue %63, %62[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.mlir.constant(4 : index) : i64
    %66 = llvm.insertvalue %65, %64[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.alloca %67 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %66, %68 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %69 = llvm.mlir.constant(2 : index) : i64
    %70 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %71 = llvm.insertvalue %69, %70[0] : !llvm.struct<(i64, ptr)> 
    %72 = llvm.insertvalue %68, %71[1] : !llvm.struct<(i64, ptr)> 
    %73 = llvm.extractvalue %72[0] : !llvm.struct<(i64, ptr)> 
    %74 = llvm.extractvalue %72[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%73, %74) : (i64, !llvm.ptr) -> ()
    %75 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %76 = llvm.insertvalue %11, %75[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %77 = llvm.insertvalue %11, %76[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.insertvalue %78, %77[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %80 = llvm.mlir.constant(3 : index) : i64
    %81 = llvm.insertvalue %80, %79[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %82 = llvm.mlir.constant(4 : index) : i64
    %83 = llvm.insertvalue %82, %81[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %84 = llvm.mlir.constant(2 : index) : i64
    %85 = llvm.insertvalue %84, %83[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %86 = llvm.mlir.constant(2 : index) : i64
    %87 = llvm.insertvalue %86, %85[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %88 = llvm.mlir.constant(2 : index) : i64
    %89 = llvm.insertvalue %88, %87[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.insertvalue %90, %89[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %92 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %93 = llvm.insertvalue %11, %92[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %94 = llvm.insertvalue %11, %93[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %95 = llvm.insertvalue %78, %94[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %96 = llvm.insertvalue %88, %95[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %97 = llvm.insertvalue %90, %96[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %98 = llvm.insertvalue %80, %97[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %99 = llvm.insertvalue %82, %98[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %100 = llvm.insertvalue %84, %99[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %101 = llvm.insertvalue %86, %100[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %102 = llvm.mlir.constant(1 : index) : i64
    %103 = llvm.alloca %102 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %101, %103 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %104 = llvm.mlir.constant(3 : index) : i64
    %105 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %106 = llvm.insertvalue %104, %105[0] : !llvm.struct<(i64, ptr)> 
    %107 = llvm.insertvalue %103, %106[1] : !llvm.struct<(i64, ptr)> 
    %108 = llvm.extractvalue %107[0] : !llvm.struct<(i64, ptr)> 
    %109 = llvm.extractvalue %107[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%108, %109) : (i64, !llvm.ptr) -> ()
    %110 = llvm.mlir.constant(4 : index) : i64
    %111 = llvm.mlir.constant(3 : index) : i64
    %112 = llvm.mlir.constant(1 : index) : i64
    %113 = llvm.mlir.constant(12 : index) : i64
    %114 = llvm.mlir.zero : !llvm.ptr
    %115 = llvm.getelementptr %114[12] : (!llvm.ptr) -> !llvm.ptr, i64
    %116 = llvm.ptrtoint %115 : !llvm.ptr to i64
    %117 = llvm.call @malloc(%116) : (i64) -> !llvm.ptr
    %118 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %119 = llvm.insertvalue %117, %118[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %120 = llvm.insertvalue %117, %119[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %121 = llvm.mlir.constant(0 : index) : i64
    %122 = llvm.insertvalue %121, %120[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %123 = llvm.insertvalue %110, %122[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %124 = llvm.insertvalue %111, %123[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %125 = llvm.insertvalue %111, %124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %126 = llvm.insertvalue %112, %125[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb7(%0 : i64)
  ^bb7(%127: i64):  // 2 preds: ^bb6, ^bb11
    %128 = llvm.icmp "slt" %127, %3 : i64
    llvm.cond_br %128, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%0 : i64)
  ^bb9(%129: i64):  // 2 preds: ^bb8, ^bb10
    %130 = llvm.icmp "slt" %129, %2 : i64
    llvm.cond_br %130, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %131 = llvm.mlir.constant(4 : index) : i64
    %132 = llvm.mul %129, %131 overflow<nsw, nuw> : i64
    %133 = llvm.add %127, %132 overflow<nsw, nuw> : i64
    %134 = llvm.getelementptr inbounds|nuw %11[%133] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %135 = llvm.load %134 : !llvm.ptr -> i64
    %136 = llvm.mul %135, %135 : i64
    %137 = llvm.mlir.constant(3 : index) : i64
    %138 = llvm.mul %127, %137 overflow<nsw, nuw> : i64
    %139 = llvm.add %138, %129 overflow<nsw, nuw> : i64
    %140 = llvm.getelementptr inbounds|nuw %117[%139] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %136, %140 : i64, !llvm.ptr
    %141 = llvm.add %129, %1 : i64
    llvm.br ^bb9(%141 : i64)
  ^bb11:  // pred: ^bb9
    %142 = llvm.add %127, %1 : i64
    llvm.br ^bb7(%142 : i64)
  ^bb12:  // pred: ^bb7
    %143 = llvm.mlir.constant(1 : index) : i64
    %144 = llvm.alloca %143 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %126, %144 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %145 = llvm.mlir.constant(2 : index) : i64
    %146 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %147 = llvm.insertvalue %145, %146[0] : !llvm.struct<(i64, ptr)> 
    %148 = llvm.insertvalue %144, %147[1] : !llvm.struct<(i64, ptr)> 
    %149 = llvm.extractvalue %148[0] : !llvm.struct<(i64, ptr)> 
    %150 = llvm.extractvalue %148[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%149, %150) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%117) : (!llvm.ptr) -> ()
    llvm.call @free(%11) : (!llvm.ptr) -> ()
    llvm.return
  }
}

