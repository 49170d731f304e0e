module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printU64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @i8ops(%arg0: i8, %arg1: i8) {
    %0 = llvm.add %arg0, %arg1 : i8
    %1 = llvm.sub %arg0, %arg1 : i8
    %2 = llvm.mul %arg0, %arg1 : i8
    %3 = llvm.sext %0 : i8 to i64
    %4 = llvm.sext %1 : i8 to i64
    %5 = llvm.sext %2 : i8 to i64
    %6 = llvm.zext %2 : i8 to i64
    llvm.call @printI64(%3) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @i32ops(%arg0: i32, %arg1: i32) {
    %0 = llvm.add %arg0, %arg1 : i32
    %1 = llvm.mul %arg0, %arg1 : i32
    %2 = llvm.sub %arg1, %arg0 : i32
    %3 = llvm.trunc %arg0 : i32 to i16
    %4 = llvm.add %3, %3 : i16
    %5 = llvm.sext %0 : i32 to i64
    %6 = llvm.sext %1 : i32 to i64
    %7 = llvm.zext %2 : i32 to i64
    %8 = llvm.sext %4 : i16 to i64
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @i64ops(%arg0: i64, %arg1: i64) {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.sub %arg0, %arg1 : i64
    %2 = llvm.mul %arg0, %arg1 : i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(4294967296 : i64) : i64
    %1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %4 = llvm.mlir.constant(-2147483648 : i32) : i32
    %5 = llvm.mlir.constant(65536 : i32) : i32
    %6 = llvm.mlir.constant(2147483647 : i32) : i32
    %7 = llvm.mlir.constant(127 : i8) : i8
    %8 = llvm.mlir.constant(1 : i8) : i8
    %9 = llvm.mlir.constant(-128 : i8) : i8
    %10 = llvm.mlir.constant(16 : i8) : i8
    llvm.call @i8ops(%7, %8) : (i8, i8) -> ()
    llvm.call @i8ops(%9, %8) : (i8, i8) -> ()
    llvm.call @i8ops(%10, %10) : (i8, i8) -> ()
    llvm.call @i8ops(%9, %9) : (i8, i8) -> ()
    llvm.call @i32ops(%6, %5) : (i32, i32) -> ()
    llvm.call @i32ops(%4, %4) : (i32, i32) -> ()
    llvm.call @i32ops(%5, %5) : (i32, i32) -> ()
    llvm.call @i64ops(%3, %2) : (i64, i64) -> ()
    llvm.call @i64ops(%1, %2) : (i64, i64) -> ()
    llvm.call @i64ops(%0, %0) : (i64, i64) -> ()
    llvm.call @i64ops(%3, %3) : (i64, i64) -> ()
    llvm.return
  }
}

