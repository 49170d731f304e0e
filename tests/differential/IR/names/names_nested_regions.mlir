// RUN:
// RUN: --mlir-print-op-generic
// A module nested inside a function body (prints as `builtin.module`, since
// the default dialect inside func.func is `func`): the inner function's names
// continue the outer conflict counter and numbering.
func.func @outer() -> index {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %cst = arith.constant 2.0 : f32
  %p = ub.poison : i32
  builtin.module {
    func.func @inner() {
      %x = arith.constant 0 : index
      %y = arith.constant 3.0 : f32
      %q = ub.poison : i32
      %z = arith.constant 0 : index
      return
    }
    func.func @inner_sibling() {
      %x = arith.constant 0 : index
      %q = ub.poison : i32
      return
    }
  }
  %c = arith.constant 0 : index
  %r = ub.poison : i32
  return %c : index
}
