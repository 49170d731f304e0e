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
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(6 : index) : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(3 : index) : i64
    %7 = llvm.mlir.constant(3 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(9 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[9] : (!llvm.ptr) -> !llvm.ptr, i64
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %6, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %7, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %7, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %8, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(3 : index) : i64
    %24 = llvm.mlir.constant(3 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(9 : index) : i64
    %27 = llvm.mlir.zero : !llvm.ptr
    %28 = llvm.getelementptr %27[9] : (!llvm.ptr) -> !llvm.ptr, i64
    %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
    %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
    %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.constant(0 : index) : i64
    %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %23, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %24, %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %24, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.mlir.constant(3 : index) : i64
    %41 = llvm.mlir.constant(3 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.constant(9 : index) : i64
    %44 = llvm.mlir.zero : !llvm.ptr
    %45 = llvm.getelementptr %44[9] : (!llvm.ptr) -> !llvm.ptr, i64
    %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
    %47 = llvm.call @malloc(%46) : (i64) -> !llvm.ptr
    %48 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(0 : index) : i64
    %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.insertvalue %40, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %41, %53[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %41, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %42, %55[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%1 : i64)
  ^bb1(%57: i64):  // 2 preds: ^bb0, ^bb5
    %58 = llvm.icmp "slt" %57, %3 : i64
    llvm.cond_br %58, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%1 : i64)
  ^bb3(%59: i64):  // 2 preds: ^bb2, ^bb4
    %60 = llvm.icmp "slt" %59, %3 : i64
    llvm.cond_br %60, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %61 = llvm.add %57, %59 : i64
    %62 = llvm.sub %57, %59 : i64
    %63 = llvm.mlir.constant(3 : index) : i64
    %64 = llvm.mul %57, %63 overflow<nsw, nuw> : i64
    %65 = llvm.add %64, %59 overflow<nsw, nuw> : i64
    %66 = llvm.getelementptr inbounds|nuw %13[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %61, %66 : i64, !llvm.ptr
    %67 = llvm.mlir.constant(3 : index) : i64
    %68 = llvm.mul %57, %67 overflow<nsw, nuw> : i64
    %69 = llvm.add %68, %59 overflow<nsw, nuw> : i64
    %70 = llvm.getelementptr inbounds|nuw %30[%69] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %62, %70 : i64, !llvm.ptr
    %71 = llvm.add %59, %2 : i64
    llvm.br ^bb3(%71 : i64)
  ^bb5:  // pred: ^bb3
    %72 = llvm.add %57, %2 : i64
    llvm.br ^bb1(%72 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%1 : i64)
  ^bb7(%73: i64):  // 2 preds: ^bb6, ^bb14
    %74 = llvm.icmp "slt" %73, %3 : i64
    llvm.cond_br %74, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%1 : i64)
  ^bb9(%75: i64):  // 2 preds: ^bb8, ^bb13
    %76 = llvm.icmp "slt" %75, %3 : i64
    llvm.cond_br %76, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%1, %5 : i64, i64)
  ^bb11(%77: i64, %78: i64):  // 2 preds: ^bb10, ^bb12
    %79 = llvm.icmp "slt" %77, %3 : i64
    llvm.cond_br %79, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %80 = llvm.mlir.constant(3 : index) : i64
    %81 = llvm.mul %73, %80 overflow<nsw, nuw> : i64
    %82 = llvm.add %81, %77 overflow<nsw, nuw> : i64
    %83 = llvm.getelementptr inbounds|nuw %13[%82] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %84 = llvm.load %83 : !llvm.ptr -> i64
    %85 = llvm.mlir.constant(3 : index) : i64
    %86 = llvm.mul %77, %85 overflow<nsw, nuw> : i64
    %87 = llvm.add %86, %75 overflow<nsw, nuw> : i64
    %88 = llvm.getelementptr inbounds|nuw %30[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %89 = llvm.load %88 : !llvm.ptr -> i64
    %90 = llvm.mul %84, %89 : i64
    %91 = llvm.add %78, %90 : i64
    %92 = llvm.add %77, %2 : i64
    llvm.br ^bb11(%92, %91 : i64, i64)
  ^bb13:  // pred: ^bb11
    %93 = llvm.mlir.constant(3 : index) : i64
    %94 = llvm.mul %73, %93 overflow<nsw, nuw> : i64
    %95 = llvm.add %94, %75 overflow<nsw, nuw> : i64
    %96 = llvm.getelementptr inbounds|nuw %47[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %78, %96 : i64, !llvm.ptr
    %97 = llvm.add %75, %2 : i64
    llvm.br ^bb9(%97 : i64)
  ^bb14:  // pred: ^bb9
    %98 = llvm.add %73, %2 : i64
    llvm.br ^bb7(%98 : i64)
  ^bb15:  // pred: ^bb7
    %99 = llvm.mlir.constant(1 : index) : i64
    %100 = llvm.alloca %99 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %56, %100 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %101 = llvm.mlir.constant(2 : index) : i64
    %102 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %103 = llvm.insertvalue %101, %102[0] : !llvm.struct<(i64, ptr)> 
    %104 = llvm.insertvalue %100, %103[1] : !llvm.struct<(i64, ptr)> 
    %105 = llvm.extractvalue %104[0] : !llvm.struct<(i64, ptr)> 
    %106 = llvm.extractvalue %104[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%105, %106) : (i64, !llvm.ptr) -> ()
    llvm.br ^bb16(%1, %5, %5 : i64, i64, i64)
  ^bb16(%107: i64, %108: i64, %109: i64):  // 2 preds: ^bb15, ^bb20
    %110 = llvm.icmp "slt" %107, %4 : i64
    llvm.cond_br %110, ^bb17, ^bb21
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%1, %108, %109 : i64, i64, i64)
  ^bb18(%111: i64, %112: i64, %113: i64):  // 2 preds: ^bb17, ^bb19
    %114 = llvm.icmp "slt" %111, %107 : i64
    llvm.cond_br %114, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %115 = llvm.add %112, %0 : i64
    %116 = llvm.mul %107, %111 : i64
    %117 = llvm.add %113, %116 : i64
    %118 = llvm.add %111, %2 : i64
    llvm.br ^bb18(%118, %115, %117 : i64, i64, i64)
  ^bb20:  // pred: ^bb18
    %119 = llvm.add %107, %2 : i64
    llvm.br ^bb16(%119, %112, %113 : i64, i64, i64)
  ^bb21:  // pred: ^bb16
    llvm.call @printI64(%108) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%109) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%13) : (!llvm.ptr) -> ()
    llvm.call @free(%30) : (!llvm.ptr) -> ()
    llvm.call @free(%47) : (!llvm.ptr) -> ()
    llvm.return
  }
}

