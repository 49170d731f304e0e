// RUN: --convert-math-to-libm
// The functions are declared in the nearest symbol table of each op: a
// nested module gets its own declarations.
func.func @outer(%a: f32) -> f32 {
  %0 = math.exp %a : f32
  return %0 : f32
}

module @inner {
  func.func @f(%a: f32, %b: f64) -> (f32, f64) {
    %0 = math.exp %a : f32
    %1 = math.sqrt %b : f64
    return %0, %1 : f32, f64
  }
  module @innermost {
    func.func @g(%a: f32) -> f32 {
      %0 = math.log %a : f32
      return %0 : f32
    }
  }
}
