// RUN: --generate-runtime-verification --mlir-print-op-generic
// RUN: --pass-pipeline=builtin.module(func.func(generate-runtime-verification)) --mlir-print-op-generic
// RUN: --pass-pipeline=builtin.module(func.func(generate-runtime-verification))
// Messages name values as printing the op the pass runs on did when the
// pass started. The generic form numbers the whole module in one sequence
// (from its last function up) when the pass runs on the module, each
// function on its own when it runs on functions.
func.func @first(%m: memref<?xf32>, %i: index) -> f32 {
  %a = memref.load %m[%i] : memref<?xf32>
  return %a : f32
}

func.func @second(%m: memref<?xf32>, %i: index) -> f32 {
  %c = arith.constant 0 : index
  %a = memref.load %m[%c] : memref<?xf32>
  %b = memref.load %m[%i] : memref<?xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @third(%m: memref<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<?x?xf32>
  return %d : index
}
