// RUN: --inline
// RUN: --inline=default-pipeline=
// A callee with three returns of two values each, called once with a
// condition the default pipeline folds, once with an unknown one.
func.func private @classify(%sel: i32, %x: f32) -> (f32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.switch %sel : i32, [
    default: ^other,
    0: ^zero,
    1: ^one
  ]
^zero:
  return %x, %true : f32, i1
^one:
  %n = arith.negf %x : f32
  return %n, %false : f32, i1
^other:
  %c = arith.constant 0.0 : f32
  return %c, %false : f32, i1
}
func.func @known(%x: f32) -> (f32, i1) {
  %one = arith.constant 1 : i32
  %0:2 = call @classify(%one, %x) : (i32, f32) -> (f32, i1)
  return %0#0, %0#1 : f32, i1
}
func.func @unknown(%s: i32, %x: f32) -> f32 {
  %0:2 = call @classify(%s, %x) : (i32, f32) -> (f32, i1)
  return %0#0 : f32
}
