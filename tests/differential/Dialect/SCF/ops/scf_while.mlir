// RUN:
// RUN: --mlir-print-op-generic
// scf.while: with and without carried values, one result (no parentheses)
// and several, the `after` region's block header, values changing type
// between the regions, and `attributes {…}` after the regions.
func.func @whiles(%x: i32, %f: f32, %c: i1) -> (i32, f32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %x : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  %p:2 = scf.while (%a = %x, %b = %f) : (i32, f32) -> (f32, i32) {
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%u: f32, %v: i32):
    scf.yield %v, %u : i32, f32
  } attributes {tag}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.while (%a = %x) : (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield %x : i32
  }
  return %r, %p#0 : i32, f32
}
