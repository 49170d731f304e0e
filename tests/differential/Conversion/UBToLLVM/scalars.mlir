// RUN: --convert-ub-to-llvm
// RUN: --convert-ub-to-llvm=index-bitwidth=32
// RUN: --mlir-print-op-generic --convert-ub-to-llvm
func.func @scalars() -> (index, i32, f16, f8E4M3FN, complex<f32>) {
  %0 = ub.poison : index
  %1 = ub.poison : i32
  %2 = ub.poison : f16
  %3 = ub.poison : f8E4M3FN
  %4 = ub.poison <#ub.poison> : complex<f32>
  return %0, %1, %2, %3, %4 : index, i32, f16, f8E4M3FN, complex<f32>
}
