// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// An scf.while forwarding values around its two regions: only the chain
// that reaches the returned result stays.
func.func @spin(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %d) : (i32, i32, i32) -> (i32, i32, i32) {
    %t = arith.addi %y, %y : i32
    %u = arith.muli %z, %z : i32
    scf.condition(%c) %t, %x, %u : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %w = arith.subi %p, %q : i32
    scf.yield %q, %w, %s : i32, i32, i32
  }
  return %r#0 : i32
}
