// RUN: --convert-func-to-llvm
func.func @two(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}
func.func @three(%a: index) -> (index, index, index) {
  return %a, %a, %a : index, index, index
}
func.func @use_two(%a: i32, %b: f32) -> f32 {
  %x, %y = call @two(%a, %b) : (i32, f32) -> (i32, f32)
  return %y : f32
}
