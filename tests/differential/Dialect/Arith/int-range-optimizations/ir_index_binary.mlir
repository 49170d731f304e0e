// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The index dialect's binary ops, inferred at 32 and 64 bits alike.
func.func @index_ops(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c7 = index.constant 7
  %c3 = index.constant 3
  %c100 = index.constant 100
  %x = index.and %a, %c7
  %y = index.and %b, %c3
  %s = index.add %x, %y
  %r0 = index.cmp ult(%s, %c100)
  %d = index.sub %x, %y
  %r1 = index.cmp sle(%d, %c7)
  %m = index.mul %x, %y
  %r2 = index.cmp ule(%m, %c100)
  %q = index.divu %x, %c3
  %r3 = index.cmp ult(%q, %c3)
  %o = index.or %x, %y
  %r4 = index.cmp ule(%o, %c7)
  %e = index.xor %x, %y
  %r5 = index.cmp ult(%e, %c100)
  %l = index.shl %y, %c3
  %r6 = index.cmp ule(%l, %c100)
  %h = index.shru %x, %c3
  %r7 = index.cmp eq(%h, %c7)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @index_div_rem(%a: index) -> (i1, i1, i1, i1, i1, i1, i1, index) {
  %c15 = index.constant 15
  %c4 = index.constant 4
  %c16 = index.constant 16
  %x = index.and %a, %c15
  %d0 = index.divs %x, %c4
  %r0 = index.cmp slt(%d0, %c4)
  %d1 = index.ceildivs %x, %c4
  %r1 = index.cmp sle(%d1, %c4)
  %d2 = index.ceildivu %x, %c4
  %r2 = index.cmp ule(%d2, %c4)
  %d3 = index.floordivs %x, %c4
  %r3 = index.cmp sge(%d3, %c4)
  %d4 = index.rems %x, %c16
  %r4 = index.cmp slt(%d4, %c16)
  %d5 = index.remu %x, %c4
  %r5 = index.cmp ult(%d5, %c4)
  %d6 = index.shrs %x, %c4
  %r6 = index.cmp eq(%d6, %c4)
  %z = index.shru %d5, %c4
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %z : i1, i1, i1, i1, i1, i1, i1, index
}

func.func @index_minmax(%a: index, %b: index) -> (i1, i1, i1, i1) {
  %c10 = index.constant 10
  %c0 = index.constant 0
  %m0 = index.maxs %a, %c10
  %r0 = index.cmp sge(%m0, %c10)
  %m1 = index.maxu %b, %c10
  %r1 = index.cmp uge(%m1, %c10)
  %m2 = index.mins %a, %c0
  %r2 = index.cmp sle(%m2, %c0)
  %m3 = index.minu %b, %c10
  %r3 = index.cmp ule(%m3, %c10)
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
