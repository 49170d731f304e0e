// RUN:
// RUN: --mlir-print-op-generic
// cf.cond_br with operands on neither, one or both successors, the same
// block as both destinations, and a discardable attribute.
func.func @cond(%c: i1, %a: i32, %b: f64) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb3(%a, %b : i32, f64)
^bb2(%x: i32):
  cf.cond_br %c, ^bb3(%x, %b : i32, f64), ^bb3(%a, %b : i32, f64) {my.tag = "both"}
^bb3(%y: i32, %z: f64):
  cf.cond_br %c, ^bb4, ^bb4
^bb4:
  return %y : i32
}
