// RUN: --inline=default-pipeline=
// RUN: --inline
// RUN: --inline=max-iterations=1
// Affine ops are inlined into an affine scope (a function) and into an
// `affine.for`, never into an `scf.for` body. Inlined into the
// `affine.for`, `@offset`'s `affine.apply` takes the induction variable
// as a symbol: without a pipeline the verifier after the pass rejects it,
// at the inlined op's call-site location (hence the "called from" note).
// The default pipeline canonicalizes the caller again in its next round,
// which makes that operand a dimension; with a single round it does not,
// and the op rejected first is `@dim_offset`'s, which canonicalization
// of the callee had put in the symbol form before it was inlined.
func.func private @offset(%i: index) -> index {
  %r = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%i]
  return %r : index
}
func.func private @dim_offset(%i: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  return %r : index
}
func.func @caller(%n: index, %m: memref<64xindex>) {
  %0 = call @offset(%n) : (index) -> index
  memref.store %0, %m[%n] : memref<64xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %1 = func.call @dim_offset(%i) : (index) -> index
    memref.store %1, %m[%i] : memref<64xindex>
  }
  affine.for %j = 0 to 8 {
    %2 = func.call @dim_offset(%j) : (index) -> index
    %3 = func.call @offset(%j) : (index) -> index
    affine.store %2, %m[%j] : memref<64xindex>
    affine.store %3, %m[%j + 8] : memref<64xindex>
  }
  return
}
