llvm.func @cmp(%a: i64, %b: i64, %x: f32, %y: f32) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i64
  %1 = llvm.icmp "ne" %a, %b : i64
  %2 = llvm.icmp "slt" %a, %b : i64
  %3 = llvm.icmp "sle" %a, %b : i64
  %4 = llvm.icmp "sgt" %a, %b : i64
  %5 = llvm.icmp "sge" %a, %b : i64
  %6 = llvm.icmp "ult" %a, %b : i64
  %7 = llvm.icmp "ule" %a, %b : i64
  %8 = llvm.icmp "ugt" %a, %b : i64
  %9 = llvm.icmp "uge" %a, %b : i64
  %10 = llvm.fcmp "oeq" %x, %y : f32
  %11 = llvm.fcmp "ueq" %x, %y : f32
  %12 = llvm.fcmp "uno" %x, %y : f32
  %13 = llvm.fcmp "une" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %14 = llvm.fcmp "ult" %x, %y : f32
  %15 = llvm.select %0, %a, %b : i1, i64
  %16 = llvm.select %1, %x, %y {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
  %17 = llvm.freeze %15 : i64
  llvm.return %13 : i1
}
