// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `nsw` and `nuw` on `addi`, `subi`, `muli` and `shli`: with a flag the
// result's range excludes the wrapped values, without it the range may
// wrap around.
func.func @mul(%x: i8) -> (i1, i1) {
  %c16 = arith.constant 16 : i8
  %a = arith.maxui %x, %c16 : i8
  %p = arith.muli %a, %c16 : i8
  %q = arith.muli %a, %c16 overflow<nuw> : i8
  %c255 = arith.constant 255 : i8
  %c0 = arith.constant 0 : i8
  %r1 = arith.cmpi ne, %p, %c0 : i8
  %r2 = arith.cmpi ne, %q, %c0 : i8
  return %r1, %r2 : i1, i1
}

func.func @sub(%x: i8) -> (i1, i1) {
  %c10 = arith.constant 10 : i8
  %m = arith.constant 7 : i8
  %a = arith.andi %x, %m : i8
  %d = arith.subi %a, %c10 : i8
  %e = arith.subi %a, %c10 overflow<nsw> : i8
  %c0 = arith.constant 0 : i8
  %r1 = arith.cmpi slt, %d, %c0 : i8
  %r2 = arith.cmpi ult, %e, %c0 : i8
  return %r1, %r2 : i1, i1
}

func.func @shl(%x: i16) -> (i1, i1) {
  %c4 = arith.constant 4 : i16
  %c0 = arith.constant 0 : i16
  %a = arith.maxsi %x, %c0 : i16
  %s = arith.shli %a, %c4 : i16
  %t = arith.shli %a, %c4 overflow<nsw> : i16
  %r1 = arith.cmpi sge, %s, %c0 : i16
  %r2 = arith.cmpi sge, %t, %c0 : i16
  return %r1, %r2 : i1, i1
}

func.func @add_both(%x: i32) -> i1 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %c0 = arith.constant 0 : i32
  %r = arith.cmpi ne, %s, %c0 : i32
  return %r : i1
}
