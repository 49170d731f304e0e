// RUN: --inline=default-pipeline=
// Argument and result attributes of the callee and discardable
// attributes of the call do not survive inlining; the callee's ops keep
// theirs. A returned argument and a value returned twice are forwarded
// to the call's users; an unused argument is simply dropped.
func.func private @callee(%a: i32 {u.arg}, %b: i32, %unused: f32) -> (i32 {u.res}, i32, i32) {
  %s = arith.addi %a, %b {u.kept} : i32
  return %a, %s, %s : i32, i32, i32
}
func.func @caller(%x: i32, %y: i32, %f: f32) -> i32 {
  %0:3 = call @callee(%x, %y, %f) {u.dropped = 1 : i32} : (i32, i32, f32) -> (i32, i32, i32)
  %1 = arith.muli %0#0, %0#1 : i32
  %2 = arith.subi %1, %0#2 : i32
  return %2 : i32
}
