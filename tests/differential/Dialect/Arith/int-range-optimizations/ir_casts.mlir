// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Width changes: extui, extsi, trunci, index_cast, index_castui.
func.func @casts(%a: i8, %b: i32, %i: index) -> (i1, i1, i1, i1, i1) {
  %c255 = arith.constant 255 : i32
  %c0 = arith.constant 0 : i32
  %cm128 = arith.constant -128 : i32
  %c16 = arith.constant 16 : i16
  %e = arith.extui %a : i8 to i32
  %r1 = arith.cmpi ule, %e, %c255 : i32
  %s = arith.extsi %a : i8 to i32
  %r2 = arith.cmpi sge, %s, %cm128 : i32
  %c15 = arith.constant 15 : i32
  %m = arith.andi %b, %c15 : i32
  %t = arith.trunci %m : i32 to i16
  %r3 = arith.cmpi ult, %t, %c16 : i16
  %x = arith.index_cast %m : i32 to index
  %c16i = arith.constant 16 : index
  %r4 = arith.cmpi ult, %x, %c16i : index
  %y = arith.index_castui %e : i32 to index
  %c256 = arith.constant 256 : index
  %r5 = arith.cmpi ult, %y, %c256 : index
  return %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1
}

func.func @cast_constants(%a: i32) -> (i64, index, i8) {
  %c1 = arith.constant 1 : i32
  %c256 = arith.constant 256 : i32
  %x = arith.andi %a, %c1 : i32
  %y = arith.ori %x, %c256 : i32
  %z = arith.andi %y, %c256 : i32
  %e = arith.extsi %z : i32 to i64
  %i = arith.index_cast %z : i32 to index
  %t = arith.trunci %z : i32 to i8
  return %e, %i, %t : i64, index, i8
}
