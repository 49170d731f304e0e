// RUN: --generate-runtime-verification=verbose-level=0
// RUN: --generate-runtime-verification=verbose-level=1
// RUN: --generate-runtime-verification=verbose-level=0 --mlir-print-op-generic
// RUN: --pass-pipeline=builtin.module(generate-runtime-verification{verbose-level=0})
// Level 0 leaves the op out of the message: the check and the location
// only. Level 1 (the default) shows the op.
func.func @f(%m: memref<?x2xf32>, %u: memref<*xf32>, %i: index) -> memref<3x2xf32> {
  %a = memref.load %m[%i, %i] : memref<?x2xf32>
  %d = memref.dim %u, %i : memref<*xf32>
  %c = memref.cast %m : memref<?x2xf32> to memref<3x2xf32>
  return %c : memref<3x2xf32>
}
