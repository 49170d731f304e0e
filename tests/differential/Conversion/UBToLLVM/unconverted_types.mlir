// RUN: --allow-unregistered-dialect --convert-ub-to-llvm
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --convert-ub-to-llvm
func.func @kept() {
  %0 = ub.poison : tensor<4xf32>
  %1 = ub.poison : none
  %2 = ub.poison : tf32
  %3 = ub.poison : memref<2x?xf32>
  %4 = ub.poison : memref<*xi8>
  %5 = ub.poison : !llvm.ptr<3>
  %6 = ub.poison : !llvm.struct<(i32, index)>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (tensor<4xf32>, none, tf32, memref<2x?xf32>, memref<*xi8>, !llvm.ptr<3>, !llvm.struct<(i32, index)>) -> ()
  return
}
