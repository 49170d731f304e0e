// RUN: --allow-unregistered-dialect --print-ir --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --print-ir --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --print-ir --mlir-print-local-scope --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --print-ir --mlir-elide-elementsattrs-if-larger=2
// The dump follows the printing flags, as the output does.
module {
  func.func @g(%x: f32) -> f32 {
    %c = arith.constant 2.0 : f32 loc("named"("file.c":3:4))
    %0 = arith.mulf %x, %c : f32
    return %0 : f32
  }
  "u.data"() {v = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> ()
}
