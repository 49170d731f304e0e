llvm.func @ints(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %1 = "llvm.intr.cttz"(%0) <{is_zero_poison = true}> : (i32) -> i32
  %2 = llvm.intr.ctpop(%1) : (i32) -> i32
  %3 = "llvm.intr.abs"(%2) <{is_int_min_poison = false}> : (i32) -> i32
  %4 = llvm.intr.smin(%3, %b) : (i32, i32) -> i32
  %5 = llvm.intr.smax(%4, %b) : (i32, i32) -> i32
  %6 = llvm.intr.umin(%5, %b) : (i32, i32) -> i32
  %7 = llvm.intr.umax(%6, %b) : (i32, i32) -> i32
  %8 = "llvm.intr.uadd.with.overflow"(%7, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %9 = llvm.extractvalue %8[0] : !llvm.struct<(i32, i1)>
  %10 = llvm.intr.bitreverse(%9) : (i32) -> i32
  %11 = llvm.intr.bswap(%10) : (i32) -> i32
  llvm.return %11 : i32
}
