// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Ranges of `index` values around 32 bits: `arith`'s ops on `index` fold
// these comparisons, while the `index` dialect's own comparison, which
// must hold at 32 and 64 bits alike, stays.
func.func @small(%x: index) -> i1 {
  %m = arith.constant 255 : index
  %a = arith.andi %x, %m : index
  %c256 = arith.constant 256 : index
  %lt = arith.cmpi ult, %a, %c256 : index
  return %lt : i1
}

func.func @past_32_bits(%x: index) -> (i1, i1) {
  %big = arith.constant 4294967296 : index
  %m = arith.constant 255 : index
  %a = arith.andi %x, %m : index
  %s = arith.addi %a, %big : index
  %gt = arith.cmpi ugt, %s, %m : index
  %z = arith.constant 0 : index
  %ne = arith.cmpi ne, %s, %z : index
  return %gt, %ne : i1, i1
}

func.func @signed_at_32(%x: index) -> i1 {
  %c = arith.constant 2147483647 : index
  %m = arith.constant 1 : index
  %a = arith.andi %x, %m : index
  %s = arith.addi %a, %c : index
  %z = arith.constant 0 : index
  %gt = arith.cmpi sgt, %s, %z : index
  return %gt : i1
}

func.func @index_dialect(%x: index) -> i1 {
  %c = index.constant 4294967295
  %m = index.constant 1
  %a = index.and %x, %m
  %s = index.add %a, %c
  %z = index.constant 0
  %ne = index.cmp ne(%s, %z)
  return %ne : i1
}
