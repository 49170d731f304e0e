module {
  llvm.mlir.global private constant @vals(dense<[0, 1, -1, -9223372036854775808, 1024, 255, -6]> : tensor<7xi64>) {addr_space = 0 : i32} : !llvm.array<7 x i64>
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @show(%arg0: i64) {
    %0 = llvm.mlir.constant(10 : index) : i64
    %1 = llvm.mlir.constant(9 : index) : i64
    %2 = llvm.mlir.constant(8 : index) : i64
    %3 = llvm.mlir.constant(7 : index) : i64
    %4 = llvm.mlir.constant(6 : index) : i64
    %5 = llvm.mlir.constant(5 : index) : i64
    %6 = llvm.mlir.constant(4 : index) : i64
    %7 = llvm.mlir.constant(3 : index) : i64
    %8 = llvm.mlir.constant(2 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i64) -> i64
    %12 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i64) -> i64
    %13 = llvm.intr.ctpop(%arg0) : (i64) -> i64
    %14 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i64) -> i64
    %15 = llvm.trunc %arg0 : i64 to i32
    %16 = "llvm.intr.ctlz"(%15) <{is_zero_poison = false}> : (i32) -> i32
    %17 = "llvm.intr.cttz"(%15) <{is_zero_poison = false}> : (i32) -> i32
    %18 = "llvm.intr.abs"(%15) <{is_int_min_poison = false}> : (i32) -> i32
    %19 = llvm.zext %16 : i32 to i64
    %20 = llvm.zext %17 : i32 to i64
    %21 = llvm.sext %18 : i32 to i64
    %22 = llvm.trunc %arg0 : i64 to i8
    %23 = llvm.intr.ctpop(%22) : (i8) -> i8
    %24 = "llvm.intr.abs"(%22) <{is_int_min_poison = false}> : (i8) -> i8
    %25 = llvm.zext %23 : i8 to i64
    %26 = llvm.sext %24 : i8 to i64
    %27 = llvm.mlir.constant(10 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.alloca %27 x i64 : (i64) -> !llvm.ptr
    %30 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.constant(0 : index) : i64
    %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.insertvalue %27, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %28, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.getelementptr inbounds|nuw %29[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %11, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr inbounds|nuw %29[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %12, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr inbounds|nuw %29[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %13, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr inbounds|nuw %29[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %14, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr inbounds|nuw %29[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %19, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr inbounds|nuw %29[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %20, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr inbounds|nuw %29[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %21, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr inbounds|nuw %29[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %25, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr inbounds|nuw %29[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %26, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr inbounds|nuw %29[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %arg0, %46 : i64, !llvm.ptr
    llvm.br ^bb1(%10 : i64)
  ^bb1(%47: i64):  // 2 preds: ^bb0, ^bb2
    %48 = llvm.icmp "slt" %47, %0 : i64
    llvm.cond_br %48, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %49 = llvm.getelementptr inbounds|nuw %29[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %50 = llvm.load %49 : !llvm.ptr -> i64
    llvm.call @printI64(%50) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %51 = llvm.add %47, %9 : i64
    llvm.br ^bb1(%51 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(7 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(7 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, i64
    %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
    %8 = llvm.mlir.addressof @vals : !llvm.ptr
    %9 = llvm.getelementptr %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i64>
    %10 = llvm.mlir.constant(3735928559 : index) : i64
    %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %3, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%2 : i64)
  ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb2
    %20 = llvm.icmp "slt" %19, %0 : i64
    llvm.cond_br %20, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %21 = llvm.getelementptr inbounds|nuw %9[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %22 = llvm.load %21 : !llvm.ptr -> i64
    llvm.call @show(%22) : (i64) -> ()
    %23 = llvm.add %19, %1 : i64
    llvm.br ^bb1(%23 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

