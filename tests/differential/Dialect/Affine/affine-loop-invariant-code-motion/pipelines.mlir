// RUN: --affine-loop-invariant-code-motion --canonicalize
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2},affine-loop-invariant-code-motion))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-invariant-code-motion,affine-loop-invariant-code-motion))'

func.func @f(%a: index, %m: memref<100xindex>) {
  affine.for %i = 0 to 8 {
    %c = arith.constant 3 : index
    %x = arith.muli %a, %c : index
    %y = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%x]
    affine.store %y, %m[%i] : memref<100xindex>
    affine.for %j = 0 to 4 {
      %z = arith.addi %x, %x : index
      affine.store %z, %m[%j] : memref<100xindex>
    }
  }
  return
}
