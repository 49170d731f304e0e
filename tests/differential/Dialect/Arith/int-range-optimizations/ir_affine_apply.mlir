// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// affine.apply bounds its result from the map: sums and products without
// signed wrap, divisions by a positive divisor, Euclidean mod.
func.func @apply(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, index, index) {
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %c0 = arith.constant 0 : index
  %x = arith.andi %a, %c7 : index
  %y = arith.andi %b, %c4 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%x)[%y]
  %r0 = arith.cmpi ule, %0, %c20 : index
  %1 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%a)
  %r1 = arith.cmpi ult, %1, %c4 : index
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%x)
  %r2 = arith.cmpi ule, %2, %c4 : index
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%x)
  %r3 = arith.cmpi ule, %3, %c4 : index
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%x)[%y]
  %r4 = arith.cmpi ult, %4, %c4 : index
  %5 = affine.apply affine_map<(d0) -> (d0 - 10)>(%x)
  %r5 = arith.cmpi slt, %5, %c0 : index
  %6 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%x)
  %7 = affine.apply affine_map<(d0) -> ((d0 + 8) mod 16)>(%x)
  return %r0, %r1, %r2, %r3, %r4, %r5, %6, %7 : i1, i1, i1, i1, i1, i1, index, index
}

func.func @apply_constant(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %x = arith.andi %a, %c1 : index
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 2 + 3)>(%x)
  return %0 : index
}

func.func @apply_in_loop(%m: memref<?xi1>) {
  %c16 = arith.constant 16 : index
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %r = arith.cmpi ult, %0, %c16 : index
    memref.store %r, %m[%i] : memref<?xi1>
  }
  return
}
