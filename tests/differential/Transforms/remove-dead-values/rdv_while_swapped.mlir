// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// scf.while whose returned result comes from the before region's argument:
// the value computed for the other result is fed poison and then goes.
func.func @t(%c: i1, %a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %y = arith.addi %x, %x : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p : i32
  }
  return %r#1 : i32
}
