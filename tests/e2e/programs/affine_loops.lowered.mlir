module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
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
  llvm.func @window(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.mlir.constant(3 : index) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(-2 : index) : i64
    %5 = llvm.add %arg0, %4 : i64
    %6 = llvm.intr.smax(%5, %arg1) : (i64, i64) -> i64
    %7 = llvm.add %arg0, %2 : i64
    %8 = llvm.mul %arg1, %1 overflow<nsw> : i64
    %9 = llvm.add %8, %0 : i64
    %10 = llvm.intr.smin(%7, %9) : (i64, i64) -> i64
    llvm.br ^bb1(%6, %3 : i64, i64)
  ^bb1(%11: i64, %12: i64):  // 2 preds: ^bb0, ^bb2
    %13 = llvm.icmp "slt" %11, %10 : i64
    llvm.cond_br %13, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %14 = llvm.add %12, %11 : i64
    %15 = llvm.add %11, %1 : i64
    llvm.br ^bb1(%15, %14 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %12 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-100 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(-4 : index) : i64
    %3 = llvm.mlir.constant(-7 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(-1 : index) : i64
    %6 = llvm.mlir.constant(3 : index) : i64
    %7 = llvm.mlir.constant(5 : index) : i64
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.mlir.constant(7 : index) : i64
    %12 = llvm.mlir.constant(10 : index) : i64
    %13 = llvm.call @window(%11, %9) : (i64, i64) -> i64
    %14 = llvm.call @window(%11, %10) : (i64, i64) -> i64
    %15 = llvm.call @window(%9, %12) : (i64, i64) -> i64
    llvm.call @printI64(%13) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%14) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%15) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %16 = llvm.mlir.constant(4 : index) : i64
    %17 = llvm.mlir.constant(5 : index) : i64
    %18 = llvm.mlir.constant(1 : index) : i64
    %19 = llvm.mlir.constant(20 : index) : i64
    %20 = llvm.mlir.zero : !llvm.ptr
    %21 = llvm.getelementptr %20[20] : (!llvm.ptr) -> !llvm.ptr, i32
    %22 = llvm.ptrtoint %21 : !llvm.ptr to i64
    %23 = llvm.call @malloc(%22) : (i64) -> !llvm.ptr
    %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %16, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %17, %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %17, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %18, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%8 : i64)
  ^bb1(%33: i64):  // 2 preds: ^bb0, ^bb7
    %34 = llvm.icmp "slt" %33, %10 : i64
    llvm.cond_br %34, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8 : i64)
  ^bb3(%35: i64):  // 2 preds: ^bb2, ^bb6
    %36 = llvm.icmp "slt" %35, %7 : i64
    llvm.cond_br %36, ^bb4, ^bb7
  ^bb4:  // pred: ^bb3
    %37 = llvm.mul %33, %11 overflow<nsw> : i64
    %38 = llvm.mul %35, %6 overflow<nsw> : i64
    %39 = llvm.add %37, %38 : i64
    %40 = llvm.srem %39, %7 : i64
    %41 = llvm.icmp "slt" %40, %8 : i64
    %42 = llvm.add %40, %7 : i64
    %43 = llvm.select %41, %42, %40 : i1, i64
    %44 = llvm.mul %35, %5 overflow<nsw> : i64
    %45 = llvm.add %33, %44 : i64
    %46 = llvm.icmp "slt" %45, %8 : i64
    %47 = llvm.sub %5, %45 : i64
    %48 = llvm.select %46, %47, %45 : i1, i64
    %49 = llvm.sdiv %48, %4 : i64
    %50 = llvm.sub %5, %49 : i64
    %51 = llvm.select %46, %50, %49 : i1, i64
    %52 = llvm.add %43, %51 : i64
    %53 = llvm.add %35, %3 : i64
    %54 = llvm.icmp "sle" %53, %8 : i64
    %55 = llvm.sub %8, %53 : i64
    %56 = llvm.sub %53, %9 : i64
    %57 = llvm.select %54, %55, %56 : i1, i64
    %58 = llvm.sdiv %57, %6 : i64
    %59 = llvm.sub %8, %58 : i64
    %60 = llvm.add %58, %9 : i64
    %61 = llvm.select %54, %59, %60 : i1, i64
    %62 = llvm.add %52, %61 : i64
    %63 = llvm.trunc %62 : i64 to i32
    %64 = llvm.mul %35, %5 overflow<nsw> : i64
    %65 = llvm.add %33, %64 : i64
    %66 = llvm.icmp "sge" %65, %8 : i64
    %67 = llvm.add %33, %35 : i64
    %68 = llvm.add %67, %2 : i64
    %69 = llvm.icmp "sge" %68, %8 : i64
    %70 = llvm.and %66, %69 : i1
    llvm.cond_br %70, ^bb5(%0 : i32), ^bb5(%63 : i32)
  ^bb5(%71: i32):  // 2 preds: ^bb4, ^bb4
    %72 = llvm.mlir.constant(5 : index) : i64
    %73 = llvm.mul %33, %72 overflow<nsw, nuw> : i64
    %74 = llvm.add %73, %35 overflow<nsw, nuw> : i64
    %75 = llvm.getelementptr inbounds|nuw %23[%74] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %71, %75 : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %76 = llvm.add %35, %9 : i64
    llvm.br ^bb3(%76 : i64)
  ^bb7:  // pred: ^bb3
    %77 = llvm.add %33, %9 : i64
    llvm.br ^bb1(%77 : i64)
  ^bb8:  // pred: ^bb1
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.alloca %78 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %32, %79 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %80 = llvm.mlir.constant(2 : index) : i64
    %81 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %82 = llvm.insertvalue %80, %81[0] : !llvm.struct<(i64, ptr)> 
    %83 = llvm.insertvalue %79, %82[1] : !llvm.struct<(i64, ptr)> 
    %84 = llvm.extractvalue %83[0] : !llvm.struct<(i64, ptr)> 
    %85 = llvm.extractvalue %83[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%84, %85) : (i64, !llvm.ptr) -> ()
    llvm.br ^bb9(%8, %1 : i64, i64)
  ^bb9(%86: i64, %87: i64):  // 2 preds: ^bb8, ^bb10
    %88 = llvm.icmp "slt" %86, %10 : i64
    llvm.cond_br %88, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %89 = llvm.add %86, %9 : i64
    %90 = llvm.mlir.constant(5 : index) : i64
    %91 = llvm.mul %86, %90 overflow<nsw, nuw> : i64
    %92 = llvm.add %91, %89 overflow<nsw, nuw> : i64
    %93 = llvm.getelementptr inbounds|nuw %23[%92] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %94 = llvm.load %93 : !llvm.ptr -> i32
    %95 = llvm.sext %94 : i32 to i64
    %96 = llvm.add %87, %95 : i64
    %97 = llvm.add %86, %9 : i64
    llvm.br ^bb9(%97, %96 : i64, i64)
  ^bb11:  // pred: ^bb9
    llvm.call @printI64(%87) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%23) : (!llvm.ptr) -> ()
    llvm.return
  }
}

