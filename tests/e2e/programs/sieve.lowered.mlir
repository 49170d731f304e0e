module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @count_primes(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(1 : i8) : i8
    %5 = llvm.mlir.constant(0 : i8) : i8
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.getelementptr %7[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
    %10 = llvm.call @malloc(%9) : (i64) -> !llvm.ptr
    %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %6, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%1 : i64)
  ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb2
    %19 = llvm.icmp "slt" %18, %arg0 : i64
    llvm.cond_br %19, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %20 = llvm.getelementptr inbounds|nuw %10[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %4, %20 : i8, !llvm.ptr
    %21 = llvm.add %18, %2 : i64
    llvm.br ^bb1(%21 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%3 : i64)
  ^bb4(%22: i64):  // 2 preds: ^bb3, ^bb10
    %23 = llvm.icmp "slt" %22, %arg0 : i64
    llvm.cond_br %23, ^bb5, ^bb11
  ^bb5:  // pred: ^bb4
    %24 = llvm.mul %22, %22 : i64
    %25 = llvm.icmp "ult" %24, %arg0 : i64
    %26 = llvm.getelementptr inbounds|nuw %10[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %27 = llvm.load %26 : !llvm.ptr -> i8
    %28 = llvm.icmp "ne" %27, %5 : i8
    %29 = llvm.and %25, %28 : i1
    llvm.cond_br %29, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%24 : i64)
  ^bb7(%30: i64):  // 2 preds: ^bb6, ^bb8
    %31 = llvm.icmp "slt" %30, %arg0 : i64
    llvm.cond_br %31, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %32 = llvm.getelementptr inbounds|nuw %10[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %32 : i8, !llvm.ptr
    %33 = llvm.add %30, %22 : i64
    llvm.br ^bb7(%33 : i64)
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb5, ^bb9
    %34 = llvm.add %22, %2 : i64
    llvm.br ^bb4(%34 : i64)
  ^bb11:  // pred: ^bb4
    llvm.br ^bb12(%3, %0 : i64, i64)
  ^bb12(%35: i64, %36: i64):  // 2 preds: ^bb11, ^bb13
    %37 = llvm.icmp "slt" %35, %arg0 : i64
    llvm.cond_br %37, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %38 = llvm.getelementptr inbounds|nuw %10[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %39 = llvm.load %38 : !llvm.ptr -> i8
    %40 = llvm.zext %39 : i8 to i64
    %41 = llvm.add %36, %40 : i64
    %42 = llvm.add %35, %2 : i64
    llvm.br ^bb12(%42, %41 : i64, i64)
  ^bb14:  // pred: ^bb12
    llvm.call @free(%10) : (!llvm.ptr) -> ()
    llvm.return %36 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(10 : index) : i64
    %2 = llvm.mlir.constant(100 : index) : i64
    %3 = llvm.mlir.constant(1000 : index) : i64
    %4 = llvm.mlir.constant(100000 : index) : i64
    %5 = llvm.call @count_primes(%0) : (i64) -> i64
    %6 = llvm.call @count_primes(%1) : (i64) -> i64
    %7 = llvm.call @count_primes(%2) : (i64) -> i64
    %8 = llvm.call @count_primes(%3) : (i64) -> i64
    %9 = llvm.call @count_primes(%4) : (i64) -> i64
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

