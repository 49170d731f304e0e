module {
  llvm.mlir.global private constant @assert_msg_0(dense<[116, 111, 111, 32, 109, 97, 110, 121, 32, 100, 105, 103, 105, 116, 115, 0]> : tensor<16xi8>) {addr_space = 0 : i32} : !llvm.array<16 x i8>
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[100, 105, 103, 105, 116, 115, 32, 111, 102, 32, 97, 32, 110, 101, 103, 97, 116, 105, 118, 101, 32, 110, 117, 109, 98, 101, 114, 0]> : tensor<28xi8>) {addr_space = 0 : i32} : !llvm.array<28 x i8>
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @digits(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(20 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(10 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.icmp "sge" %arg0, %3 : i64
    llvm.cond_br %4, ^bb1, ^bb7
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    %5 = llvm.icmp "slt" %arg0, %2 : i64
    llvm.cond_br %5, ^bb4(%1 : i64), ^bb3(%arg0, %3 : i64, i64)
  ^bb3(%6: i64, %7: i64):  // 2 preds: ^bb2, ^bb3
    %8 = llvm.add %7, %1 : i64
    %9 = llvm.udiv %6, %2 : i64
    %10 = llvm.icmp "ne" %9, %3 : i64
    llvm.cond_br %10, ^bb3(%9, %8 : i64, i64), ^bb4(%8 : i64)
  ^bb4(%11: i64):  // 2 preds: ^bb2, ^bb3
    llvm.br ^bb5
  ^bb5:  // pred: ^bb4
    %12 = llvm.icmp "sle" %11, %0 : i64
    llvm.cond_br %12, ^bb6, ^bb8
  ^bb6:  // pred: ^bb5
    llvm.return %11 : i64
  ^bb7:  // pred: ^bb0
    %13 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %14 = llvm.getelementptr %13[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<28 x i8>
    llvm.call @puts(%14) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb8:  // pred: ^bb5
    %15 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
    %16 = llvm.getelementptr %15[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
    llvm.call @puts(%16) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %1 = llvm.mlir.constant(123456789 : i64) : i64
    %2 = llvm.mlir.constant(10 : i64) : i64
    %3 = llvm.mlir.constant(9 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(5 : index) : i64
    %6 = llvm.mlir.constant(4 : index) : i64
    %7 = llvm.mlir.constant(3 : index) : i64
    %8 = llvm.mlir.constant(2 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.mlir.constant(5 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.alloca %11 x i64 : (i64) -> !llvm.ptr
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %11, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %12, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.getelementptr inbounds|nuw %13[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %4, %21 : i64, !llvm.ptr
    %22 = llvm.getelementptr inbounds|nuw %13[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3, %22 : i64, !llvm.ptr
    %23 = llvm.getelementptr inbounds|nuw %13[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr inbounds|nuw %13[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr inbounds|nuw %13[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %0, %25 : i64, !llvm.ptr
    llvm.br ^bb1(%10 : i64)
  ^bb1(%26: i64):  // 2 preds: ^bb0, ^bb2
    %27 = llvm.icmp "slt" %26, %5 : i64
    llvm.cond_br %27, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %28 = llvm.getelementptr inbounds|nuw %13[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %29 = llvm.load %28 : !llvm.ptr -> i64
    %30 = llvm.call @digits(%29) : (i64) -> i64
    llvm.call @printI64(%30) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %31 = llvm.add %26, %9 : i64
    llvm.br ^bb1(%31 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

