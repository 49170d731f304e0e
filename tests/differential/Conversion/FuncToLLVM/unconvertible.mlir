// RUN: --convert-func-to-llvm
func.func @tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @tuple(%t: tuple<i32, f32>, %i: index) -> index {
  return %i : index
}
func.func @tf32(%x: tf32) {
  return
}
func.func @scalable_leading(%v: vector<[2]x4xf32>) {
  return
}
func.func @fine(%x: i32) -> i32 {
  return %x : i32
}
