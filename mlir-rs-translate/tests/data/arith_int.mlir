llvm.func @ints(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  %2 = llvm.mul %1, %a overflow<nsw, nuw> : i32
  %3 = llvm.sdiv %2, %b : i32
  %4 = llvm.udiv exact %3, %b : i32
  %5 = llvm.srem %4, %a : i32
  %6 = llvm.urem %5, %a : i32
  %7 = llvm.and %6, %a : i32
  %8 = llvm.or disjoint %7, %b : i32
  %9 = llvm.xor %8, %a : i32
  %10 = llvm.shl %9, %b overflow<nsw> : i32
  %11 = llvm.lshr exact %10, %b : i32
  %12 = llvm.ashr %11, %b : i32
  llvm.return %12 : i32
}
