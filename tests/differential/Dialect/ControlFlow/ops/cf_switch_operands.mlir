// RUN:
// RUN: --mlir-print-op-generic
// cf.switch with operands on every destination (case_operand_segments in the
// generic form), mixed operand counts, and a discardable attribute after `]`.
func.func @switch_ops(%f: i16, %x: f32, %y: i1) -> f32 {
  cf.switch %f : i16, [
    default: ^bb1(%x, %y : f32, i1),
    1: ^bb2(%x : f32),
    2: ^bb1(%x, %y : f32, i1),
    3: ^bb3
  ] {my.sw = 1 : i32}
^bb1(%a: f32, %b: i1):
  return %a : f32
^bb2(%c: f32):
  return %c : f32
^bb3:
  return %x : f32
}
