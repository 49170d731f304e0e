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
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(-1 : i64) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(3 : index) : i64
    %8 = llvm.mlir.constant(32 : index) : i64
    %9 = llvm.mlir.constant(80 : index) : i64
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[80] : (!llvm.ptr) -> !llvm.ptr, i8
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.mlir.constant(64 : index) : i64
    %15 = llvm.add %13, %14 : i64
    %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.mlir.constant(1 : index) : i64
    %19 = llvm.sub %14, %18 : i64
    %20 = llvm.add %17, %19 : i64
    %21 = llvm.urem %20, %14 : i64
    %22 = llvm.sub %20, %21 : i64
    %23 = llvm.inttoptr %22 : i64 to !llvm.ptr
    %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.insertvalue %16, %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.insertvalue %9, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.insertvalue %10, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = llvm.insertvalue %16, %31[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.getelementptr %23[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %34 = llvm.insertvalue %33, %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.mlir.constant(4 : index) : i64
    %38 = llvm.insertvalue %37, %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.insertvalue %39, %38[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.mlir.constant(2 : index) : i64
    %42 = llvm.insertvalue %41, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.constant(4 : index) : i64
    %44 = llvm.insertvalue %43, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %46 = llvm.insertvalue %16, %45[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.getelementptr %23[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %48 = llvm.insertvalue %47, %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.mlir.constant(0 : index) : i64
    %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.insertvalue %51, %50[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.insertvalue %53, %52[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %7, %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.mlir.constant(2 : index) : i64
    %57 = llvm.insertvalue %56, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%5 : i64)
  ^bb1(%58: i64):  // 2 preds: ^bb0, ^bb2
    %59 = llvm.icmp "slt" %58, %7 : i64
    llvm.cond_br %59, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %60 = llvm.mul %58, %58 : i64
    %61 = llvm.mul %60, %4 : i64
    %62 = llvm.mlir.constant(2 : index) : i64
    %63 = llvm.mul %58, %62 overflow<nsw, nuw> : i64
    %64 = llvm.add %63, %5 overflow<nsw, nuw> : i64
    %65 = llvm.getelementptr inbounds|nuw %47[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %60, %65 : i64, !llvm.ptr
    %66 = llvm.mlir.constant(2 : index) : i64
    %67 = llvm.mul %58, %66 overflow<nsw, nuw> : i64
    %68 = llvm.add %67, %6 overflow<nsw, nuw> : i64
    %69 = llvm.getelementptr inbounds|nuw %47[%68] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %61, %69 : i64, !llvm.ptr
    %70 = llvm.add %58, %6 : i64
    llvm.br ^bb1(%70 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%5 : i64)
  ^bb4(%71: i64):  // 2 preds: ^bb3, ^bb8
    %72 = llvm.icmp "slt" %71, %3 : i64
    llvm.cond_br %72, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    llvm.br ^bb6(%5 : i64)
  ^bb6(%73: i64):  // 2 preds: ^bb5, ^bb7
    %74 = llvm.icmp "slt" %73, %2 : i64
    llvm.cond_br %74, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %75 = llvm.add %71, %73 : i64
    %76 = llvm.trunc %75 : i64 to i32
    %77 = llvm.sitofp %76 : i32 to f32
    %78 = llvm.mlir.constant(4 : index) : i64
    %79 = llvm.mul %71, %78 overflow<nsw, nuw> : i64
    %80 = llvm.add %79, %73 overflow<nsw, nuw> : i64
    %81 = llvm.getelementptr inbounds|nuw %33[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %77, %81 : f32, !llvm.ptr
    %82 = llvm.add %73, %6 : i64
    llvm.br ^bb6(%82 : i64)
  ^bb8:  // pred: ^bb6
    %83 = llvm.add %71, %6 : i64
    llvm.br ^bb4(%83 : i64)
  ^bb9:  // pred: ^bb4
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.alloca %84 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %44, %85 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %86 = llvm.mlir.constant(2 : index) : i64
    %87 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(i64, ptr)> 
    %89 = llvm.insertvalue %85, %88[1] : !llvm.struct<(i64, ptr)> 
    %90 = llvm.extractvalue %89[0] : !llvm.struct<(i64, ptr)> 
    %91 = llvm.extractvalue %89[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%90, %91) : (i64, !llvm.ptr) -> ()
    %92 = llvm.mlir.constant(1 : index) : i64
    %93 = llvm.alloca %92 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %57, %93 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %94 = llvm.mlir.constant(2 : index) : i64
    %95 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %96 = llvm.insertvalue %94, %95[0] : !llvm.struct<(i64, ptr)> 
    %97 = llvm.insertvalue %93, %96[1] : !llvm.struct<(i64, ptr)> 
    %98 = llvm.extractvalue %97[0] : !llvm.struct<(i64, ptr)> 
    %99 = llvm.extractvalue %97[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%98, %99) : (i64, !llvm.ptr) -> ()
    %100 = llvm.mlir.constant(5 : index) : i64
    %101 = llvm.mlir.constant(1 : index) : i64
    %102 = llvm.alloca %100 x i64 : (i64) -> !llvm.ptr
    %103 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %104 = llvm.insertvalue %102, %103[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %105 = llvm.insertvalue %102, %104[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %106 = llvm.mlir.constant(0 : index) : i64
    %107 = llvm.insertvalue %106, %105[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %108 = llvm.insertvalue %100, %107[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %109 = llvm.insertvalue %101, %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %110 = llvm.getelementptr inbounds|nuw %102[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1, %110 : i64, !llvm.ptr
    %111 = llvm.getelementptr inbounds|nuw %102[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %6, %111 : i64, !llvm.ptr
    %112 = llvm.getelementptr inbounds|nuw %102[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %7, %112 : i64, !llvm.ptr
    %113 = llvm.getelementptr inbounds|nuw %102[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2, %113 : i64, !llvm.ptr
    %114 = llvm.getelementptr inbounds|nuw %102[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %6, %114 : i64, !llvm.ptr
    llvm.br ^bb10(%5 : i64)
  ^bb10(%115: i64):  // 2 preds: ^bb9, ^bb11
    %116 = llvm.icmp "slt" %115, %1 : i64
    llvm.cond_br %116, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %117 = llvm.getelementptr inbounds|nuw %102[%115] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %118 = llvm.load %117 : !llvm.ptr -> i64
    llvm.call @printI64(%118) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %119 = llvm.add %115, %6 : i64
    llvm.br ^bb10(%119 : i64)
  ^bb12:  // pred: ^bb10
    %120 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %121 = llvm.urem %120, %0 : i64
    llvm.call @printI64(%121) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%16) : (!llvm.ptr) -> ()
    llvm.return
  }
}

