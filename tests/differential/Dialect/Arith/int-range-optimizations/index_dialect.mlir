// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The `index` dialect's ops over bounded values: their ranges hold for
// 32-bit and 64-bit `index` alike; constants are materialized in the
// dialect of the value they replace.
func.func @ops(%x: index, %y: index) -> (i1, i1) {
  %m = index.constant 15
  %a = index.and %x, %m
  %b = index.add %a, %m
  %c31 = index.constant 31
  %le = index.cmp ule(%b, %c31)
  %c32 = index.constant 32
  %eq = index.cmp eq(%b, %c32)
  return %le, %eq : i1, i1
}

func.func @minmax(%x: index) -> (i1, index) {
  %lo = index.constant 2
  %hi = index.constant 6
  %a = index.maxs %x, %lo
  %b = index.mins %a, %hi
  %ge = index.cmp sge(%b, %lo)
  %z = index.sub %b, %b
  return %ge, %z : i1, index
}

func.func @divs(%x: index) -> i1 {
  %m = index.constant 100
  %c10 = index.constant 10
  %a = index.minu %x, %m
  %q = index.divu %a, %c10
  %c11 = index.constant 11
  %lt = index.cmp ult(%q, %c11)
  return %lt : i1
}

func.func @casts(%x: i8) -> i1 {
  %i = index.castu %x : i8 to index
  %c256 = index.constant 256
  %lt = index.cmp ult(%i, %c256)
  return %lt : i1
}

func.func @shift(%x: index) -> index {
  %c1 = index.constant 1
  %m = index.constant 1
  %a = index.and %x, %m
  %s = index.shru %a, %c1
  return %s : index
}
