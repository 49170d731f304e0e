module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @printMemrefF64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(1.000000e-02 : f64) : f64
    %2 = llvm.mlir.constant(10 : index) : i64
    %3 = llvm.mlir.constant(100 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(2 : index) : i64
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(2 : index) : i64
    %10 = llvm.mlir.constant(3 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(12 : index) : i64
    %14 = llvm.mlir.constant(24 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[24] : (!llvm.ptr) -> !llvm.ptr, f64
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %9, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %10, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %11, %25[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %13, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %11, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.insertvalue %12, %28[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb1(%8 : i64)
  ^bb1(%30: i64):  // 2 preds: ^bb0, ^bb8
    %31 = llvm.icmp "slt" %30, %7 : i64
    llvm.cond_br %31, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8 : i64)
  ^bb3(%32: i64):  // 2 preds: ^bb2, ^bb7
    %33 = llvm.icmp "slt" %32, %5 : i64
    llvm.cond_br %33, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%8 : i64)
  ^bb5(%34: i64):  // 2 preds: ^bb4, ^bb6
    %35 = llvm.icmp "slt" %34, %4 : i64
    llvm.cond_br %35, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %36 = llvm.mul %30, %3 overflow<nsw> : i64
    %37 = llvm.mul %32, %2 overflow<nsw> : i64
    %38 = llvm.add %36, %37 : i64
    %39 = llvm.add %38, %34 : i64
    %40 = llvm.sitofp %39 : i64 to f64
    %41 = llvm.fmul %40, %1 : f64
    %42 = llvm.mlir.constant(12 : index) : i64
    %43 = llvm.mul %30, %42 overflow<nsw, nuw> : i64
    %44 = llvm.mlir.constant(4 : index) : i64
    %45 = llvm.mul %32, %44 overflow<nsw, nuw> : i64
    %46 = llvm.add %43, %45 overflow<nsw, nuw> : i64
    %47 = llvm.add %46, %34 overflow<nsw, nuw> : i64
    %48 = llvm.getelementptr inbounds|nuw %18[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %41, %48 : f64, !llvm.ptr
    %49 = llvm.add %34, %6 : i64
    llvm.br ^bb5(%49 : i64)
  ^bb7:  // pred: ^bb5
    %50 = llvm.add %32, %6 : i64
    llvm.br ^bb3(%50 : i64)
  ^bb8:  // pred: ^bb3
    %51 = llvm.add %30, %6 : i64
    llvm.br ^bb1(%51 : i64)
  ^bb9:  // pred: ^bb1
    %52 = llvm.mlir.constant(1 : index) : i64
    %53 = llvm.alloca %52 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %29, %53 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %54 = llvm.mlir.constant(3 : index) : i64
    %55 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %56 = llvm.insertvalue %54, %55[0] : !llvm.struct<(i64, ptr)> 
    %57 = llvm.insertvalue %53, %56[1] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.extractvalue %57[0] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.extractvalue %57[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%58, %59) : (i64, !llvm.ptr) -> ()
    %60 = llvm.mlir.constant(2 : index) : i64
    %61 = llvm.mlir.constant(4 : index) : i64
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.mlir.constant(8 : index) : i64
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[8] : (!llvm.ptr) -> !llvm.ptr, f64
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.call @malloc(%66) : (i64) -> !llvm.ptr
    %68 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.insertvalue %67, %69[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.mlir.constant(0 : index) : i64
    %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.insertvalue %60, %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.insertvalue %61, %73[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.insertvalue %61, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.insertvalue %62, %75[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb10(%8 : i64)
  ^bb10(%77: i64):  // 2 preds: ^bb9, ^bb17
    %78 = llvm.icmp "slt" %77, %7 : i64
    llvm.cond_br %78, ^bb11, ^bb18
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%8 : i64)
  ^bb12(%79: i64):  // 2 preds: ^bb11, ^bb16
    %80 = llvm.icmp "slt" %79, %4 : i64
    llvm.cond_br %80, ^bb13, ^bb17
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%8, %0 : i64, f64)
  ^bb14(%81: i64, %82: f64):  // 2 preds: ^bb13, ^bb15
    %83 = llvm.icmp "slt" %81, %5 : i64
    llvm.cond_br %83, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %84 = llvm.mlir.constant(12 : index) : i64
    %85 = llvm.mul %77, %84 overflow<nsw, nuw> : i64
    %86 = llvm.mlir.constant(4 : index) : i64
    %87 = llvm.mul %81, %86 overflow<nsw, nuw> : i64
    %88 = llvm.add %85, %87 overflow<nsw, nuw> : i64
    %89 = llvm.add %88, %79 overflow<nsw, nuw> : i64
    %90 = llvm.getelementptr inbounds|nuw %18[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %91 = llvm.load %90 : !llvm.ptr -> f64
    %92 = llvm.fadd %82, %91 : f64
    %93 = llvm.add %81, %6 : i64
    llvm.br ^bb14(%93, %92 : i64, f64)
  ^bb16:  // pred: ^bb14
    %94 = llvm.mlir.constant(4 : index) : i64
    %95 = llvm.mul %77, %94 overflow<nsw, nuw> : i64
    %96 = llvm.add %95, %79 overflow<nsw, nuw> : i64
    %97 = llvm.getelementptr inbounds|nuw %67[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %82, %97 : f64, !llvm.ptr
    %98 = llvm.add %79, %6 : i64
    llvm.br ^bb12(%98 : i64)
  ^bb17:  // pred: ^bb12
    %99 = llvm.add %77, %6 : i64
    llvm.br ^bb10(%99 : i64)
  ^bb18:  // pred: ^bb10
    %100 = llvm.mlir.constant(1 : index) : i64
    %101 = llvm.alloca %100 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %76, %101 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %102 = llvm.mlir.constant(2 : index) : i64
    %103 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %104 = llvm.insertvalue %102, %103[0] : !llvm.struct<(i64, ptr)> 
    %105 = llvm.insertvalue %101, %104[1] : !llvm.struct<(i64, ptr)> 
    %106 = llvm.extractvalue %105[0] : !llvm.struct<(i64, ptr)> 
    %107 = llvm.extractvalue %105[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%106, %107) : (i64, !llvm.ptr) -> ()
    %108 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %109 = llvm.insertvalue %18, %108[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %110 = llvm.insertvalue %18, %109[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %111 = llvm.mlir.constant(13 : index) : i64
    %112 = llvm.insertvalue %111, %110[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %113 = llvm.mlir.constant(1 : index) : i64
    %114 = llvm.insertvalue %113, %112[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %115 = llvm.mlir.constant(12 : index) : i64
    %116 = llvm.insertvalue %115, %114[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %117 = llvm.mlir.constant(2 : index) : i64
    %118 = llvm.insertvalue %117, %116[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %119 = llvm.mlir.constant(8 : index) : i64
    %120 = llvm.insertvalue %119, %118[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %121 = llvm.mlir.constant(2 : index) : i64
    %122 = llvm.insertvalue %121, %120[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %123 = llvm.mlir.constant(2 : index) : i64
    %124 = llvm.insertvalue %123, %122[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %125 = llvm.mlir.constant(1 : index) : i64
    %126 = llvm.alloca %125 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %124, %126 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %127 = llvm.mlir.constant(3 : index) : i64
    %128 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %129 = llvm.insertvalue %127, %128[0] : !llvm.struct<(i64, ptr)> 
    %130 = llvm.insertvalue %126, %129[1] : !llvm.struct<(i64, ptr)> 
    %131 = llvm.extractvalue %130[0] : !llvm.struct<(i64, ptr)> 
    %132 = llvm.extractvalue %130[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%131, %132) : (i64, !llvm.ptr) -> ()
    %133 = llvm.intr.stacksave : !llvm.ptr
    llvm.br ^bb19
  ^bb19:  // pred: ^bb18
    %134 = llvm.mlir.constant(2 : index) : i64
    %135 = llvm.mlir.constant(1 : index) : i64
    %136 = llvm.alloca %134 x f64 : (i64) -> !llvm.ptr
    %137 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %138 = llvm.insertvalue %136, %137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.insertvalue %136, %138[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %140 = llvm.mlir.constant(0 : index) : i64
    %141 = llvm.insertvalue %140, %139[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %142 = llvm.insertvalue %134, %141[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %143 = llvm.insertvalue %135, %142[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %144 = llvm.mlir.constant(4 : index) : i64
    %145 = llvm.mul %8, %144 overflow<nsw, nuw> : i64
    %146 = llvm.add %145, %8 overflow<nsw, nuw> : i64
    %147 = llvm.getelementptr inbounds|nuw %67[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %148 = llvm.load %147 : !llvm.ptr -> f64
    %149 = llvm.mlir.constant(4 : index) : i64
    %150 = llvm.mul %6, %149 overflow<nsw, nuw> : i64
    %151 = llvm.add %150, %5 overflow<nsw, nuw> : i64
    %152 = llvm.getelementptr inbounds|nuw %67[%151] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %153 = llvm.load %152 : !llvm.ptr -> f64
    %154 = llvm.getelementptr inbounds|nuw %136[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %148, %154 : f64, !llvm.ptr
    %155 = llvm.getelementptr inbounds|nuw %136[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %153, %155 : f64, !llvm.ptr
    %156 = llvm.getelementptr inbounds|nuw %136[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %157 = llvm.load %156 : !llvm.ptr -> f64
    %158 = llvm.getelementptr inbounds|nuw %136[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %159 = llvm.load %158 : !llvm.ptr -> f64
    %160 = llvm.fsub %159, %157 : f64
    llvm.intr.stackrestore %133 : !llvm.ptr
    llvm.br ^bb20(%160 : f64)
  ^bb20(%161: f64):  // pred: ^bb19
    llvm.br ^bb21
  ^bb21:  // pred: ^bb20
    llvm.call @printF64(%161) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%67) : (!llvm.ptr) -> ()
    llvm.call @free(%18) : (!llvm.ptr) -> ()
    llvm.return
  }
}

