module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @show(%arg0: i64) {
    llvm.call @printI64(%arg0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @ops(%arg0: i64, %arg1: i64) {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.sub %arg0, %arg1 : i64
    %2 = llvm.mul %arg0, %arg1 : i64
    %3 = llvm.sdiv %arg0, %arg1 : i64
    %4 = llvm.srem %arg0, %arg1 : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.mlir.constant(-1 : i64) : i64
    %8 = llvm.icmp "sgt" %arg1, %5 : i64
    %9 = llvm.select %8, %7, %6 : i1, i64
    %10 = llvm.add %arg0, %9 : i64
    %11 = llvm.sdiv %10, %arg1 : i64
    %12 = llvm.add %11, %6 : i64
    %13 = llvm.sub %5, %arg0 : i64
    %14 = llvm.sdiv %13, %arg1 : i64
    %15 = llvm.sub %5, %14 : i64
    %16 = llvm.icmp "sgt" %arg0, %5 : i64
    %17 = llvm.icmp "eq" %16, %8 : i1
    %18 = llvm.icmp "ne" %arg0, %5 : i64
    %19 = llvm.and %17, %18 : i1
    %20 = llvm.select %19, %12, %15 : i1, i64
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.mlir.constant(-1 : i64) : i64
    %24 = llvm.icmp "slt" %arg1, %21 : i64
    %25 = llvm.select %24, %22, %23 : i1, i64
    %26 = llvm.sub %25, %arg0 : i64
    %27 = llvm.sdiv %26, %arg1 : i64
    %28 = llvm.sub %23, %27 : i64
    %29 = llvm.sdiv %arg0, %arg1 : i64
    %30 = llvm.icmp "slt" %arg0, %21 : i64
    %31 = llvm.icmp "ne" %30, %24 : i1
    %32 = llvm.icmp "ne" %arg0, %21 : i64
    %33 = llvm.and %31, %32 : i1
    %34 = llvm.select %33, %28, %29 : i1, i64
    %35 = llvm.intr.smax(%arg0, %arg1) : (i64, i64) -> i64
    %36 = llvm.intr.umin(%arg0, %arg1) : (i64, i64) -> i64
    %37 = llvm.xor %arg0, %arg1 : i64
    llvm.call @show(%0) : (i64) -> ()
    llvm.call @show(%1) : (i64) -> ()
    llvm.call @show(%2) : (i64) -> ()
    llvm.call @show(%3) : (i64) -> ()
    llvm.call @show(%4) : (i64) -> ()
    llvm.call @show(%20) : (i64) -> ()
    llvm.call @show(%34) : (i64) -> ()
    llvm.call @show(%35) : (i64) -> ()
    llvm.call @show(%36) : (i64) -> ()
    llvm.call @show(%37) : (i64) -> ()
    %38 = llvm.icmp "slt" %arg0, %arg1 : i64
    %39 = llvm.icmp "ult" %arg0, %arg1 : i64
    %40 = llvm.zext %38 : i1 to i64
    %41 = llvm.zext %39 : i1 to i64
    llvm.call @printI64(%40) : (i64) -> ()
    llvm.call @printI64(%41) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @unsigned(%arg0: i64, %arg1: i64) {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.udiv %arg0, %arg1 : i64
    %2 = llvm.urem %arg0, %arg1 : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.sub %arg0, %4 : i64
    %6 = llvm.udiv %5, %arg1 : i64
    %7 = llvm.add %6, %4 : i64
    %8 = llvm.icmp "eq" %arg0, %3 : i64
    %9 = llvm.select %8, %3, %7 : i1, i64
    %10 = llvm.shl %arg0, %0 : i64
    %11 = llvm.ashr %arg0, %0 : i64
    %12 = llvm.lshr %arg0, %0 : i64
    %13 = llvm.and %arg0, %arg1 : i64
    %14 = llvm.or %arg0, %arg1 : i64
    llvm.call @show(%1) : (i64) -> ()
    llvm.call @show(%2) : (i64) -> ()
    llvm.call @show(%9) : (i64) -> ()
    llvm.call @show(%10) : (i64) -> ()
    llvm.call @show(%11) : (i64) -> ()
    llvm.call @show(%12) : (i64) -> ()
    llvm.call @show(%13) : (i64) -> ()
    llvm.call @show(%14) : (i64) -> ()
    %15 = llvm.trunc %arg0 : i64 to i32
    %16 = llvm.sext %15 : i32 to i64
    %17 = llvm.trunc %arg0 : i64 to i32
    %18 = llvm.zext %17 : i32 to i64
    llvm.call @printI64(%16) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%18) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(4294967293 : i64) : i64
    %1 = llvm.mlir.constant(-3 : i64) : i64
    %2 = llvm.mlir.constant(-4294967297 : i64) : i64
    %3 = llvm.mlir.constant(17 : i64) : i64
    %4 = llvm.mlir.constant(-5 : i64) : i64
    %5 = llvm.mlir.constant(-17 : i64) : i64
    %6 = llvm.mlir.constant(4 : i64) : i64
    llvm.call @ops(%3, %4) : (i64, i64) -> ()
    llvm.call @ops(%5, %6) : (i64, i64) -> ()
    llvm.call @ops(%5, %4) : (i64, i64) -> ()
    llvm.call @unsigned(%5, %6) : (i64, i64) -> ()
    llvm.call @unsigned(%2, %2) : (i64, i64) -> ()
    %7 = llvm.mlir.constant(64 : i64) : i64
    llvm.call @show(%1) : (i64) -> ()
    llvm.call @show(%0) : (i64) -> ()
    llvm.call @show(%7) : (i64) -> ()
    llvm.call @show(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

