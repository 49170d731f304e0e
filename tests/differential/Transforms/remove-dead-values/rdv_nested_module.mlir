// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Functions in a nested module are cleaned with the uses seen from the
// top module.
module @outer {
  module @inner {
    func.func private @f(%a: f32, %b: f32) -> f32 {
      return %b : f32
    }
    func.func @g(%x: f32) -> f32 {
      %r = call @f(%x, %x) : (f32, f32) -> f32
      %d = arith.addf %x, %x : f32
      return %r : f32
    }
  }
}
