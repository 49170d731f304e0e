// RUN: --convert-cf-to-llvm
// RUN: --mlir-print-op-generic --convert-cf-to-llvm
func.func @branches(%c: i1, %x: i32, %y: f32) -> f32 {
  cf.br ^bb1(%x, %y : i32, f32)
^bb1(%a: i32, %b: f32):
  cf.cond_br %c, ^bb2(%b : f32), ^bb3
^bb2(%r: f32):
  return %r : f32
^bb3:
  cf.br ^bb2(%y : f32)
}
