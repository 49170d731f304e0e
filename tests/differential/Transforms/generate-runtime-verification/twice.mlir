// RUN: --generate-runtime-verification --generate-runtime-verification
// RUN: '--pass-pipeline=builtin.module(generate-runtime-verification{verbose-level=0},generate-runtime-verification)'
// Run twice, the second run checks the ops the first built (their
// memref.dim) and names them as the IR it starts from does.
func.func @f(%m: memref<?x8xf32>, %i: index) -> f32 {
  %a = memref.load %m[%i, %i] : memref<?x8xf32>
  return %a : f32
}

func.func @g(%u: memref<*xf32>) -> memref<3xf32> {
  %c = memref.cast %u : memref<*xf32> to memref<3xf32>
  return %c : memref<3xf32>
}
