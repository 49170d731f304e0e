// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4}))'

// An inner bound that names the outer loop without depending on it: the
// band counts as a hyper-rectangle, the inner tile-space loop keeps the
// operand, which then becomes the outer intra-tile loop's variable,
// defined inside it; the verifier rejects the result, as upstream's.
func.func @unused_operand(%a: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to affine_map<(d0) -> (32)>(%i) {
      %v = affine.load %a[%j, %j] : memref<64x64xf32>
    }
  }
  return
}

