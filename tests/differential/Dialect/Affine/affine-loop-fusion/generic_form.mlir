// RUN: --mlir-print-op-generic --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Printed in the generic form.
func.func @generic_form(%out: memref<3xi32>) {
  %m = memref.alloc() : memref<3xi32>
  %c = arith.constant 7 : i32
  affine.for %i = 0 to 3 {
    affine.store %c, %m[%i] : memref<3xi32>
  }
  affine.for %i = 0 to 3 {
    %v = affine.load %m[%i] : memref<3xi32>
    affine.store %v, %out[%i] : memref<3xi32>
  }
  return
}
