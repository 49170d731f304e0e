module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @seed(2.500000e+00 : f64) {addr_space = 0 : i32} : f64
  llvm.mlir.global private @counter(7 : i64) {addr_space = 0 : i32} : i64
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
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @bump() -> i64 {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.mlir.addressof @counter : !llvm.ptr
    %6 = llvm.mlir.constant(3735928559 : index) : i64
    %7 = llvm.inttoptr %6 : i64 to !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64)> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<(ptr, ptr, i64)> 
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64)> 
    %13 = llvm.load %5 : !llvm.ptr -> i64
    %14 = llvm.add %13, %0 : i64
    llvm.store %14, %5 : i64, !llvm.ptr
    llvm.return %13 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
    %8 = llvm.mlir.addressof @seed : !llvm.ptr
    %9 = llvm.mlir.constant(3735928559 : index) : i64
    %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64)> 
    %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64)> 
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64)> 
    %16 = llvm.load %8 : !llvm.ptr -> f64
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.zero : !llvm.ptr
    %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %21 = llvm.call @malloc(%20) : (i64) -> !llvm.ptr
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %16, %21 : f64, !llvm.ptr
    llvm.br ^bb1(%3 : i64)
  ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb2
    %28 = llvm.icmp "slt" %27, %1 : i64
    llvm.cond_br %28, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %29 = llvm.load %21 : !llvm.ptr -> f64
    %30 = llvm.fmul %29, %29 : f64
    %31 = llvm.fmul %30, %0 : f64
    llvm.store %31, %21 : f64, !llvm.ptr
    %32 = llvm.add %27, %2 : i64
    llvm.br ^bb1(%32 : i64)
  ^bb3:  // pred: ^bb1
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.alloca %33 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %26, %34 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(i64, ptr)> 
    %38 = llvm.insertvalue %34, %37[1] : !llvm.struct<(i64, ptr)> 
    %39 = llvm.extractvalue %38[0] : !llvm.struct<(i64, ptr)> 
    %40 = llvm.extractvalue %38[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%39, %40) : (i64, !llvm.ptr) -> ()
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %15, %42 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.insertvalue %42, %45[1] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %46[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%47, %48) : (i64, !llvm.ptr) -> ()
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x i64 : (i64) -> !llvm.ptr
    %51 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr, ptr, i64)> 
    %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr, ptr, i64)> 
    %54 = llvm.mlir.constant(0 : index) : i64
    %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr, ptr, i64)> 
    %56 = llvm.call @bump() : () -> i64
    %57 = llvm.call @bump() : () -> i64
    %58 = llvm.call @bump() : () -> i64
    %59 = llvm.add %56, %57 : i64
    %60 = llvm.add %59, %58 : i64
    llvm.store %60, %50 : i64, !llvm.ptr
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.alloca %61 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %55, %62 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %63 = llvm.mlir.constant(0 : index) : i64
    %64 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(i64, ptr)> 
    %66 = llvm.insertvalue %62, %65[1] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.extractvalue %66[0] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %66[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%67, %68) : (i64, !llvm.ptr) -> ()
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.mlir.zero : !llvm.ptr
    %71 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
    %73 = llvm.mlir.addressof @counter : !llvm.ptr
    %74 = llvm.mlir.constant(3735928559 : index) : i64
    %75 = llvm.inttoptr %74 : i64 to !llvm.ptr
    %76 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(ptr, ptr, i64)> 
    %78 = llvm.insertvalue %73, %77[1] : !llvm.struct<(ptr, ptr, i64)> 
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.insertvalue %79, %78[2] : !llvm.struct<(ptr, ptr, i64)> 
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.alloca %81 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %80, %82 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %83 = llvm.mlir.constant(0 : index) : i64
    %84 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.insertvalue %82, %85[1] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.extractvalue %86[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.extractvalue %86[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%87, %88) : (i64, !llvm.ptr) -> ()
    %89 = llvm.load %21 : !llvm.ptr -> f64
    llvm.call @printF64(%89) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%21) : (!llvm.ptr) -> ()
    llvm.return
  }
}

