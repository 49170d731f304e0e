module {
  llvm.mlir.global private constant @table(dense<[[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x i32>>
  llvm.mlir.global private constant @ones(dense<1.000000e+00> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
  llvm.mlir.global external @scratch() {addr_space = 0 : i32} : !llvm.array<3 x i64> {
    %0 = llvm.mlir.undef : !llvm.array<3 x i64>
    llvm.return %0 : !llvm.array<3 x i64>
  }
  llvm.mlir.global private @weights(dense<[[5.000000e-01, 2.500000e-01], [1.250000e-01, -1.000000e+00]]> : tensor<2x2xf64>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<2 x f64>>
  llvm.func private @printMemrefI32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
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
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(3 : index) : i64
    %5 = llvm.mlir.constant(2 : index) : i64
    %6 = llvm.mlir.constant(3 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(6 : index) : i64
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, i32
    %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
    %12 = llvm.mlir.addressof @table : !llvm.ptr
    %13 = llvm.getelementptr %12[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x i32>>
    %14 = llvm.mlir.constant(3735928559 : index) : i64
    %15 = llvm.inttoptr %14 : i64 to !llvm.ptr
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(0 : index) : i64
    %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %5, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %6, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %6, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %7, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.alloca %25 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %24, %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %27 = llvm.mlir.constant(2 : index) : i64
    %28 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(i64, ptr)> 
    %30 = llvm.insertvalue %26, %29[1] : !llvm.struct<(i64, ptr)> 
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(i64, ptr)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%31, %32) : (i64, !llvm.ptr) -> ()
    %33 = llvm.mlir.constant(4 : index) : i64
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.zero : !llvm.ptr
    %36 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f32
    %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %38 = llvm.mlir.addressof @ones : !llvm.ptr
    %39 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %40 = llvm.mlir.constant(3735928559 : index) : i64
    %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.insertvalue %39, %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.insertvalue %33, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.insertvalue %34, %47[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %48, %50 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %54[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.extractvalue %54[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%55, %56) : (i64, !llvm.ptr) -> ()
    %57 = llvm.mlir.constant(3 : index) : i64
    %58 = llvm.mlir.constant(1 : index) : i64
    %59 = llvm.mlir.zero : !llvm.ptr
    %60 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
    %62 = llvm.mlir.addressof @scratch : !llvm.ptr
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
    %64 = llvm.mlir.constant(3735928559 : index) : i64
    %65 = llvm.inttoptr %64 : i64 to !llvm.ptr
    %66 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.insertvalue %65, %66[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.insertvalue %63, %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.insertvalue %57, %70[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.insertvalue %58, %71[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%1 : i64)
  ^bb1(%73: i64):  // 2 preds: ^bb0, ^bb5
    %74 = llvm.icmp "slt" %73, %4 : i64
    llvm.cond_br %74, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%1, %0 : i64, i64)
  ^bb3(%75: i64, %76: i64):  // 2 preds: ^bb2, ^bb4
    %77 = llvm.icmp "slt" %75, %3 : i64
    llvm.cond_br %77, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %78 = llvm.mlir.constant(3 : index) : i64
    %79 = llvm.mul %75, %78 overflow<nsw, nuw> : i64
    %80 = llvm.add %79, %73 overflow<nsw, nuw> : i64
    %81 = llvm.getelementptr inbounds|nuw %13[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %82 = llvm.load %81 : !llvm.ptr -> i32
    %83 = llvm.sext %82 : i32 to i64
    %84 = llvm.add %76, %83 : i64
    %85 = llvm.add %75, %2 : i64
    llvm.br ^bb3(%85, %84 : i64, i64)
  ^bb5:  // pred: ^bb3
    %86 = llvm.getelementptr inbounds|nuw %63[%73] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %76, %86 : i64, !llvm.ptr
    %87 = llvm.add %73, %2 : i64
    llvm.br ^bb1(%87 : i64)
  ^bb6:  // pred: ^bb1
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.alloca %88 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %72, %89 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.insertvalue %89, %92[1] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %93[0] : !llvm.struct<(i64, ptr)> 
    %95 = llvm.extractvalue %93[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%94, %95) : (i64, !llvm.ptr) -> ()
    %96 = llvm.mlir.constant(2 : index) : i64
    %97 = llvm.mlir.constant(2 : index) : i64
    %98 = llvm.mlir.constant(1 : index) : i64
    %99 = llvm.mlir.constant(4 : index) : i64
    %100 = llvm.mlir.zero : !llvm.ptr
    %101 = llvm.getelementptr %100[4] : (!llvm.ptr) -> !llvm.ptr, f64
    %102 = llvm.ptrtoint %101 : !llvm.ptr to i64
    %103 = llvm.mlir.addressof @weights : !llvm.ptr
    %104 = llvm.getelementptr %103[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f64>>
    %105 = llvm.mlir.constant(3735928559 : index) : i64
    %106 = llvm.inttoptr %105 : i64 to !llvm.ptr
    %107 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %108 = llvm.insertvalue %106, %107[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %109 = llvm.insertvalue %104, %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %110 = llvm.mlir.constant(0 : index) : i64
    %111 = llvm.insertvalue %110, %109[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %112 = llvm.insertvalue %96, %111[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %113 = llvm.insertvalue %97, %112[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %114 = llvm.insertvalue %97, %113[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.insertvalue %98, %114[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb7(%1 : i64)
  ^bb7(%116: i64):  // 2 preds: ^bb6, ^bb14
    %117 = llvm.icmp "slt" %116, %3 : i64
    llvm.cond_br %117, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%1 : i64)
  ^bb9(%118: i64):  // 2 preds: ^bb8, ^bb13
    %119 = llvm.icmp "slt" %118, %3 : i64
    llvm.cond_br %119, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%1 : i64)
  ^bb11(%120: i64):  // 2 preds: ^bb10, ^bb12
    %121 = llvm.icmp "slt" %120, %3 : i64
    llvm.cond_br %121, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %122 = llvm.mlir.constant(2 : index) : i64
    %123 = llvm.mul %118, %122 overflow<nsw, nuw> : i64
    %124 = llvm.add %123, %120 overflow<nsw, nuw> : i64
    %125 = llvm.getelementptr inbounds|nuw %104[%124] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %126 = llvm.load %125 : !llvm.ptr -> f64
    %127 = llvm.fmul %126, %126 : f64
    %128 = llvm.mlir.constant(2 : index) : i64
    %129 = llvm.mul %118, %128 overflow<nsw, nuw> : i64
    %130 = llvm.add %129, %120 overflow<nsw, nuw> : i64
    %131 = llvm.getelementptr inbounds|nuw %104[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %127, %131 : f64, !llvm.ptr
    %132 = llvm.add %120, %2 : i64
    llvm.br ^bb11(%132 : i64)
  ^bb13:  // pred: ^bb11
    %133 = llvm.add %118, %2 : i64
    llvm.br ^bb9(%133 : i64)
  ^bb14:  // pred: ^bb9
    %134 = llvm.add %116, %2 : i64
    llvm.br ^bb7(%134 : i64)
  ^bb15:  // pred: ^bb7
    %135 = llvm.mlir.constant(1 : index) : i64
    %136 = llvm.alloca %135 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %115, %136 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %137 = llvm.mlir.constant(2 : index) : i64
    %138 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %139 = llvm.insertvalue %137, %138[0] : !llvm.struct<(i64, ptr)> 
    %140 = llvm.insertvalue %136, %139[1] : !llvm.struct<(i64, ptr)> 
    %141 = llvm.extractvalue %140[0] : !llvm.struct<(i64, ptr)> 
    %142 = llvm.extractvalue %140[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%141, %142) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}

