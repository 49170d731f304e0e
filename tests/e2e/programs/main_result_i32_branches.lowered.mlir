module {
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
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(-7 : i32) : i32
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(2 : index) : i64
    %6 = llvm.mlir.constant(2 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.alloca %8 x i32 : (i64) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %5, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %6, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %6, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %7, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(2 : index) : i64
    %20 = llvm.mul %4, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %4 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %9[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %2, %22 : i32, !llvm.ptr
    %23 = llvm.mlir.constant(2 : index) : i64
    %24 = llvm.mul %4, %23 overflow<nsw, nuw> : i64
    %25 = llvm.add %24, %3 overflow<nsw, nuw> : i64
    %26 = llvm.getelementptr inbounds|nuw %9[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %1, %26 : i32, !llvm.ptr
    %27 = llvm.mlir.constant(2 : index) : i64
    %28 = llvm.mul %3, %27 overflow<nsw, nuw> : i64
    %29 = llvm.add %28, %4 overflow<nsw, nuw> : i64
    %30 = llvm.getelementptr inbounds|nuw %9[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %1, %30 : i32, !llvm.ptr
    %31 = llvm.mlir.constant(2 : index) : i64
    %32 = llvm.mul %3, %31 overflow<nsw, nuw> : i64
    %33 = llvm.add %32, %3 overflow<nsw, nuw> : i64
    %34 = llvm.getelementptr inbounds|nuw %9[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %2, %34 : i32, !llvm.ptr
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.alloca %35 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %18, %36 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %37 = llvm.mlir.constant(2 : index) : i64
    %38 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(i64, ptr)> 
    %40 = llvm.insertvalue %36, %39[1] : !llvm.struct<(i64, ptr)> 
    %41 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)> 
    %42 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%41, %42) : (i64, !llvm.ptr) -> ()
    %43 = llvm.mlir.constant(2 : index) : i64
    %44 = llvm.mul %4, %43 overflow<nsw, nuw> : i64
    %45 = llvm.add %44, %4 overflow<nsw, nuw> : i64
    %46 = llvm.getelementptr inbounds|nuw %9[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %47 = llvm.load %46 : !llvm.ptr -> i32
    %48 = llvm.mlir.constant(2 : index) : i64
    %49 = llvm.mul %3, %48 overflow<nsw, nuw> : i64
    %50 = llvm.add %49, %4 overflow<nsw, nuw> : i64
    %51 = llvm.getelementptr inbounds|nuw %9[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %52 = llvm.load %51 : !llvm.ptr -> i32
    %53 = llvm.mul %47, %47 : i32
    %54 = llvm.mul %52, %52 : i32
    %55 = llvm.sub %53, %54 : i32
    %56 = llvm.icmp "sgt" %55, %1 : i32
    llvm.cond_br %56, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %57 = llvm.sub %0, %55 : i32
    llvm.return %57 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %55 : i32
  }
}

