// RUN: --split-input-file --convert-cf-to-llvm
func.func @tensor_arg(%t: tensor<2xf32>) {
  cf.br ^bb1(%t : tensor<2xf32>)
^bb1(%x: tensor<2xf32>):
  return
}
// -----
func.func @after_assert(%c: i1, %t: tensor<2xf32>) {
  cf.assert %c, "before"
  cf.br ^bb1(%t : tensor<2xf32>)
^bb1(%x: tensor<2xf32>):
  return
}
// -----
func.func @fine(%c: i1, %m: memref<4xf32>) {
  cf.br ^bb1(%m : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  return
}
