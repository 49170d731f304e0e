// RUN: --lower-affine
// The conversion also folds the ops of dialects it does not know to be
// legal when their fold needs no new op or only an `arith` constant: a
// `math` op on constants folds, an `index` op does not (its constant would
// be an `index` op); `arith` ops, legal, are not folded.

func.func @fold(%x: f32) -> (f32, f32, index, i32, index) {
  %c = arith.constant -2.5 : f32
  %0 = math.absf %c : f32
  %1 = math.absf %x : f32
  %i = index.constant 3
  %2 = index.add %i, %i
  %a = arith.constant 4 : i32
  %3 = arith.addi %a, %a : i32
  %4 = affine.apply affine_map<() -> (5)>()
  return %0, %1, %2, %3, %4 : f32, f32, index, i32, index
}

func.func @prefetch_through_cast(%A: memref<16xf32>, %i: index) {
  %c = memref.cast %A : memref<16xf32> to memref<?xf32>
  affine.prefetch %c[%i + 1], read, locality<2>, data : memref<?xf32>
  return
}

// Folding in place: the commutative `index` ops move their constant
// operand last.
func.func @in_place(%x: index) -> (index, index) {
  %c = index.constant 2
  %0 = index.add %c, %x
  %1 = index.mul %c, %x
  return %0, %1 : index, index
}
