// RUN: --convert-cf-to-llvm
// RUN: --mlir-print-op-generic --convert-cf-to-llvm
func.func @switch(%flag: i32, %a: index, %b: f32) {
  cf.switch %flag : i32, [
    default: ^default(%b : f32),
    0: ^bb1,
    5: ^bb2(%a, %b : index, f32),
    -7: ^bb2(%a, %b : index, f32)
  ] {ignored}
^default(%d: f32):
  return
^bb1:
  return
^bb2(%x: index, %y: f32):
  cf.switch %flag : i32, [
    default: ^bb1
  ]
}
func.func @switch_i8(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    127: ^bb2,
    -128: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
