// RUN: --remove-dead-values=canonicalize=false
// RUN: --remove-dead-values=canonicalize=false --mlir-disable-threading
// Without canonicalization, scf.while keeps all its arguments and results;
// the values forwarded only to dead ones are replaced by poison.
func.func @w(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %t = arith.addi %x, %x : i32
    scf.condition(%c) %t, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %u = arith.muli %q, %q : i32
    scf.yield %p, %u : i32, i32
  }
  return %r#0 : i32
}
