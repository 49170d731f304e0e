module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @classify(%arg0: i32) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(100 : i32) : i32
    %5 = llvm.icmp "slt" %arg0, %3 : i32
    llvm.cond_br %5, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %6 = llvm.sub %3, %arg0 : i32
    llvm.br ^bb7(%2, %6 : i32, i32)
  ^bb2:  // pred: ^bb0
    %7 = llvm.icmp "eq" %arg0, %3 : i32
    llvm.cond_br %7, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.br ^bb5(%3, %3 : i32, i32)
  ^bb4:  // pred: ^bb2
    %8 = llvm.icmp "sgt" %arg0, %4 : i32
    %9 = llvm.select %8, %0, %1 : i1, i32
    llvm.br ^bb5(%9, %arg0 : i32, i32)
  ^bb5(%10: i32, %11: i32):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%10, %11 : i32, i32)
  ^bb7(%12: i32, %13: i32):  // 2 preds: ^bb1, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %14 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i32, i32)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i32, i32)> 
    llvm.return %16 : !llvm.struct<(i32, i32)>
  }
  llvm.func @print_pair(%arg0: i32, %arg1: i32) {
    %0 = llvm.sext %arg0 : i32 to i64
    %1 = llvm.sext %arg1 : i32 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(-17 : i32) : i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(42 : i32) : i32
    %10 = llvm.mlir.constant(1000 : i32) : i32
    %11 = llvm.mlir.constant(-2147483647 : i32) : i32
    %12 = llvm.mlir.constant(5 : index) : i64
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.alloca %12 x i32 : (i64) -> !llvm.ptr
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %12, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %13, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.getelementptr inbounds|nuw %14[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %7, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr inbounds|nuw %14[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %8, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr inbounds|nuw %14[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %9, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr inbounds|nuw %14[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %10, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr inbounds|nuw %14[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %11, %26 : i32, !llvm.ptr
    llvm.br ^bb1(%6 : i64)
  ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb4
    %28 = llvm.icmp "slt" %27, %1 : i64
    llvm.cond_br %28, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %29 = llvm.getelementptr inbounds|nuw %14[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %30 = llvm.load %29 : !llvm.ptr -> i32
    %31 = llvm.call @classify(%30) : (i32) -> !llvm.struct<(i32, i32)>
    %32 = llvm.extractvalue %31[0] : !llvm.struct<(i32, i32)> 
    %33 = llvm.extractvalue %31[1] : !llvm.struct<(i32, i32)> 
    llvm.call @print_pair(%32, %33) : (i32, i32) -> ()
    %34 = llvm.and %30, %0 : i32
    %35 = llvm.icmp "ne" %34, %8 : i32
    llvm.cond_br %35, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printI64(%27) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %36 = llvm.add %27, %5 : i64
    llvm.br ^bb1(%36 : i64)
  ^bb5:  // pred: ^bb1
    llvm.return
  }
}

