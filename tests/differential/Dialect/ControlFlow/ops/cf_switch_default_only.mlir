// RUN:
// RUN: --mlir-print-op-generic
// cf.switch with only a default destination, with and without operands
// (prints `[` newline `  default: ...]` with no trailing newline).
func.func @default_only(%f: i32, %a: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%a : f32)
  ]
^bb2(%x: f32):
  return %x : f32
}
