// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// index.casts, index.castu, index.sizeof, index.bool.constant, and
// constants the index dialect materializes.
func.func @index_casts(%a: i32, %b: i64) -> (i1, i1, i1, i1, index) {
  %c255 = arith.constant 255 : i32
  %x = arith.andi %a, %c255 : i32
  %i = index.casts %x : i32 to index
  %c256 = index.constant 256
  %r0 = index.cmp ult(%i, %c256)
  %u = index.castu %x : i32 to index
  %r1 = index.cmp ult(%u, %c256)
  %t = index.casts %i : index to i8
  %c0 = arith.constant 0 : i8
  %r2 = arith.cmpi sge, %t, %c0 : i8
  %sz = index.sizeof
  %c8 = index.constant 8
  %r3 = index.cmp uge(%sz, %c8)
  %k = index.constant 3
  %w = index.and %u, %k
  %v = index.or %w, %c256
  %q = index.and %v, %c256
  return %r0, %r1, %r2, %r3, %q : i1, i1, i1, i1, index
}

func.func @bool_constant() -> (i1, i1) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %x = arith.andi %t, %f : i1
  return %x, %t : i1, i1
}
