// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// nsw/nuw flags narrow what addi, subi, muli and shli may give.
func.func @add_nsw(%a: i8) -> i1 {
  %c100 = arith.constant 100 : i8
  %c127 = arith.constant 127 : i8
  %x = arith.andi %a, %c127 : i8
  %y = arith.addi %x, %c100 overflow<nsw> : i8
  %r = arith.cmpi sge, %y, %c100 : i8
  return %r : i1
}

func.func @add_nuw(%a: i8) -> i1 {
  %c200 = arith.constant 200 : i8
  %y = arith.addi %a, %c200 overflow<nuw> : i8
  %r = arith.cmpi uge, %y, %c200 : i8
  return %r : i1
}

func.func @sub_nuw(%a: i8, %b: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %y = arith.subi %a, %b overflow<nuw> : i8
  %r = arith.cmpi uge, %y, %c0 : i8
  return %r : i1
}

func.func @mul_flags(%a: i16) -> (i1, i1) {
  %c255 = arith.constant 255 : i16
  %c3 = arith.constant 3 : i16
  %c766 = arith.constant 766 : i16
  %x = arith.andi %a, %c255 : i16
  %m = arith.muli %x, %c3 overflow<nsw, nuw> : i16
  %r = arith.cmpi ult, %m, %c766 : i16
  %m2 = arith.muli %x, %c3 : i16
  %r2 = arith.cmpi sle, %m2, %c766 : i16
  return %r, %r2 : i1, i1
}

func.func @shl_flags(%a: i8) -> i1 {
  %c7 = arith.constant 7 : i8
  %c2 = arith.constant 2 : i8
  %c29 = arith.constant 29 : i8
  %x = arith.andi %a, %c7 : i8
  %s = arith.shli %x, %c2 overflow<nuw> : i8
  %r = arith.cmpi ult, %s, %c29 : i8
  return %r : i1
}
