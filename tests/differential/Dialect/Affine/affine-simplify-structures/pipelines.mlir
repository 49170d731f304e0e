// RUN: --allow-unregistered-dialect --affine-simplify-structures --canonicalize
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2},affine-simplify-structures))'
// RUN: --allow-unregistered-dialect --affine-simplify-structures --mlir-print-op-generic

func.func @f(%n: index, %m: memref<100xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> ((d0 * 2) floordiv 2 + 1)>(%i)
    %v = affine.load %m[%a] : memref<100xf32>
    affine.if affine_set<(d0) : (d0 * 2 - 2 >= 0)>(%i) {
      affine.store %v, %m[%i] : memref<100xf32>
    }
  }
  return
}
