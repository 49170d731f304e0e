module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
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
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @old(%arg0: i32) {
    %0 = llvm.sext %arg0 : i32 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %3 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %4 = llvm.mlir.constant(12 : i32) : i32
    %5 = llvm.mlir.constant(5 : i32) : i32
    %6 = llvm.mlir.constant(-6 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(2 : index) : i64
    %10 = llvm.mlir.constant(3 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.zero : !llvm.ptr
    %14 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, i32
    %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
    %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
    %17 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %11, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %12, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%7 : i64)
  ^bb1(%24: i64):  // 2 preds: ^bb0, ^bb2
    %25 = llvm.icmp "slt" %24, %10 : i64
    llvm.cond_br %25, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %26 = llvm.getelementptr inbounds|nuw %16[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %6, %26 : i32, !llvm.ptr
    %27 = llvm.add %24, %8 : i64
    llvm.br ^bb1(%27 : i64)
  ^bb3:  // pred: ^bb1
    %28 = llvm.getelementptr inbounds|nuw %16[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %4, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %16[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %30 = llvm.atomicrmw add %29, %5 acq_rel : !llvm.ptr, i32
    %31 = llvm.getelementptr %16[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %32 = llvm.atomicrmw max %31, %5 acq_rel : !llvm.ptr, i32
    %33 = llvm.getelementptr %16[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %34 = llvm.atomicrmw umax %33, %5 acq_rel : !llvm.ptr, i32
    %35 = llvm.getelementptr %16[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %36 = llvm.atomicrmw min %35, %5 acq_rel : !llvm.ptr, i32
    %37 = llvm.getelementptr %16[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %38 = llvm.atomicrmw umin %37, %5 acq_rel : !llvm.ptr, i32
    %39 = llvm.getelementptr %16[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %40 = llvm.atomicrmw _or %39, %4 acq_rel : !llvm.ptr, i32
    %41 = llvm.getelementptr %16[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %42 = llvm.atomicrmw _and %41, %6 acq_rel : !llvm.ptr, i32
    %43 = llvm.getelementptr %16[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %44 = llvm.atomicrmw xchg %43, %4 acq_rel : !llvm.ptr, i32
    llvm.call @old(%30) : (i32) -> ()
    llvm.call @old(%32) : (i32) -> ()
    llvm.call @old(%34) : (i32) -> ()
    llvm.call @old(%36) : (i32) -> ()
    llvm.call @old(%38) : (i32) -> ()
    llvm.call @old(%40) : (i32) -> ()
    llvm.call @old(%42) : (i32) -> ()
    llvm.call @old(%44) : (i32) -> ()
    llvm.call @printNewline() : () -> ()
    %45 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.getelementptr %45[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %47 = llvm.load %46 : !llvm.ptr -> i32
    llvm.br ^bb4(%47 : i32)
  ^bb4(%48: i32):  // 2 preds: ^bb3, ^bb4
    %49 = llvm.mul %48, %48 : i32
    %50 = llvm.sub %49, %5 : i32
    %51 = llvm.cmpxchg %46, %48, %50 acq_rel monotonic : !llvm.ptr, i32
    %52 = llvm.extractvalue %51[0] : !llvm.struct<(i32, i1)> 
    %53 = llvm.extractvalue %51[1] : !llvm.struct<(i32, i1)> 
    llvm.cond_br %53, ^bb5, ^bb4(%52 : i32)
  ^bb5:  // pred: ^bb4
    llvm.call @old(%52) : (i32) -> ()
    llvm.call @printNewline() : () -> ()
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.alloca %54 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %23, %55 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %56 = llvm.mlir.constant(1 : index) : i64
    %57 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %58 = llvm.insertvalue %56, %57[0] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.insertvalue %55, %58[1] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.extractvalue %59[0] : !llvm.struct<(i64, ptr)> 
    %61 = llvm.extractvalue %59[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%60, %61) : (i64, !llvm.ptr) -> ()
    %62 = llvm.mlir.constant(3 : index) : i64
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.alloca %62 x f32 : (i64) -> !llvm.ptr
    %65 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %66 = llvm.insertvalue %64, %65[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.insertvalue %64, %66[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.mlir.constant(0 : index) : i64
    %69 = llvm.insertvalue %68, %67[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.insertvalue %62, %69[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.insertvalue %63, %70[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.getelementptr inbounds|nuw %64[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3, %72 : f32, !llvm.ptr
    %73 = llvm.getelementptr inbounds|nuw %64[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3, %73 : f32, !llvm.ptr
    %74 = llvm.getelementptr inbounds|nuw %64[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %0, %74 : f32, !llvm.ptr
    %75 = llvm.getelementptr %64[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %76 = llvm.atomicrmw fadd %75, %3 acq_rel : !llvm.ptr, f32
    %77 = llvm.getelementptr %64[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %78 = llvm.atomicrmw fmaximum %77, %2 acq_rel : !llvm.ptr, f32
    %79 = llvm.getelementptr %64[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %80 = llvm.atomicrmw fminimum %79, %1 acq_rel : !llvm.ptr, f32
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.alloca %81 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %71, %82 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.insertvalue %82, %85[1] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.extractvalue %86[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.extractvalue %86[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%87, %88) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%16) : (!llvm.ptr) -> ()
    llvm.return
  }
}

