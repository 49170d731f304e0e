// RUN: --allow-unregistered-dialect --remove-dead-values
// RUN: --allow-unregistered-dialect --remove-dead-values --mlir-disable-threading
// A private function also named by an op that is no call: its callers are
// not all known, so what it returns is live; its dead argument still goes
// from it and from its calls.
func.func private @f(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %s = arith.addi %b, %b : i32
  return %a, %s : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @f(%x, %y, %x) : (i32, i32, i32) -> (i32, i32)
  "other.keep"() {ref = @f} : () -> ()
  return %r#0 : i32
}
