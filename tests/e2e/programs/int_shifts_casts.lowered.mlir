module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @shifts(%arg0: i64, %arg1: i64) {
    %0 = llvm.mlir.constant(31 : i32) : i32
    %1 = llvm.mlir.constant(7 : i8) : i8
    %2 = llvm.shl %arg0, %arg1 : i64
    %3 = llvm.ashr %arg0, %arg1 : i64
    %4 = llvm.lshr %arg0, %arg1 : i64
    %5 = llvm.trunc %arg0 : i64 to i8
    %6 = llvm.trunc %arg1 : i64 to i8
    %7 = llvm.and %6, %1 : i8
    %8 = llvm.ashr %5, %7 : i8
    %9 = llvm.lshr %5, %7 : i8
    %10 = llvm.sext %8 : i8 to i64
    %11 = llvm.zext %9 : i8 to i64
    %12 = llvm.trunc %arg0 : i64 to i32
    %13 = llvm.trunc %arg1 : i64 to i32
    %14 = llvm.and %13, %0 : i32
    %15 = llvm.shl %12, %14 : i32
    %16 = llvm.sext %15 : i32 to i64
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%3) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%16) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @bits(%arg0: i64, %arg1: i64) {
    %0 = llvm.and %arg0, %arg1 : i64
    %1 = llvm.or %arg0, %arg1 : i64
    %2 = llvm.xor %arg0, %arg1 : i64
    %3 = llvm.trunc %arg0 : i64 to i1
    %4 = llvm.sext %3 : i1 to i64
    %5 = llvm.trunc %arg0 : i64 to i16
    %6 = llvm.zext %5 : i16 to i64
    %7 = llvm.sext %5 : i16 to i32
    %8 = llvm.zext %7 : i32 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-100 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %3 = llvm.mlir.constant(3235835917 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(31 : i64) : i64
    %7 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @shifts(%0, %5) : (i64, i64) -> ()
    llvm.call @shifts(%1, %6) : (i64, i64) -> ()
    llvm.call @shifts(%2, %7) : (i64, i64) -> ()
    llvm.call @shifts(%3, %4) : (i64, i64) -> ()
    llvm.call @bits(%0, %3) : (i64, i64) -> ()
    llvm.call @bits(%2, %1) : (i64, i64) -> ()
    llvm.call @bits(%3, %3) : (i64, i64) -> ()
    llvm.return
  }
}

