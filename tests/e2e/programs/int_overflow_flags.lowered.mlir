module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printU64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @flags(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mul %arg0, %arg1 overflow<nsw, nuw> : i64
    %2 = llvm.shl %1, %0 overflow<nsw> : i64
    llvm.return %2 : i64
  }
  llvm.func @ext(%arg0: i64, %arg1: i64) {
    %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, i1)> 
    %3 = llvm.sext %arg0 : i64 to i128
    %4 = llvm.sext %arg1 : i64 to i128
    %5 = llvm.mul %3, %4 : i128
    %6 = llvm.trunc %5 : i128 to i64
    %7 = llvm.mlir.constant(64 : i128) : i128
    %8 = llvm.lshr %5, %7 : i128
    %9 = llvm.trunc %8 : i128 to i64
    %10 = llvm.zext %arg0 : i64 to i128
    %11 = llvm.zext %arg1 : i64 to i128
    %12 = llvm.mul %10, %11 : i128
    %13 = llvm.trunc %12 : i128 to i64
    %14 = llvm.mlir.constant(64 : i128) : i128
    %15 = llvm.lshr %12, %14 : i128
    %16 = llvm.trunc %15 : i128 to i64
    %17 = llvm.zext %2 : i1 to i64
    llvm.call @printU64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%17) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%16) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %18 = llvm.trunc %arg0 : i64 to i32
    %19 = llvm.trunc %arg1 : i64 to i32
    %20 = llvm.sext %18 : i32 to i64
    %21 = llvm.sext %19 : i32 to i64
    %22 = llvm.mul %20, %21 : i64
    %23 = llvm.trunc %22 : i64 to i32
    %24 = llvm.mlir.constant(32 : i64) : i64
    %25 = llvm.lshr %22, %24 : i64
    %26 = llvm.trunc %25 : i64 to i32
    %27 = "llvm.intr.uadd.with.overflow"(%18, %19) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %28 = llvm.extractvalue %27[0] : !llvm.struct<(i32, i1)> 
    %29 = llvm.extractvalue %27[1] : !llvm.struct<(i32, i1)> 
    %30 = llvm.sext %26 : i32 to i64
    %31 = llvm.zext %28 : i32 to i64
    %32 = llvm.zext %29 : i1 to i64
    llvm.call @printI64(%30) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%31) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%32) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-3 : i64) : i64
    %1 = llvm.mlir.constant(7000000000 : i64) : i64
    %2 = llvm.mlir.constant(6000000000 : i64) : i64
    %3 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.mlir.constant(-1 : i64) : i64
    %6 = llvm.mlir.constant(1000 : i64) : i64
    %7 = llvm.mlir.constant(24 : i64) : i64
    %8 = llvm.call @flags(%6, %7) : (i64, i64) -> i64
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @ext(%5, %4) : (i64, i64) -> ()
    llvm.call @ext(%5, %5) : (i64, i64) -> ()
    llvm.call @ext(%3, %3) : (i64, i64) -> ()
    llvm.call @ext(%2, %1) : (i64, i64) -> ()
    llvm.call @ext(%2, %0) : (i64, i64) -> ()
    llvm.return
  }
}

