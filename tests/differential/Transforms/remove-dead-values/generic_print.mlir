// RUN: --remove-dead-values --mlir-print-op-generic
// RUN: --remove-dead-values=canonicalize=false --mlir-print-debuginfo
// The result printed generically and with locations: the `ub.poison` ops
// standing for dead values and the ops and arguments that remain.
func.func private @callee(%a: i32 loc("a"), %b: i32 loc("b")) -> (i32, i32) {
  return %a, %b : i32, i32 loc("callee_ret")
}

func.func @caller(%c: i1, %x: i32, %n: index) -> i32 {
  %r:2 = call @callee(%x, %x) : (i32, i32) -> (i32, i32) loc("call")
  %c0 = arith.constant 0 : index loc("c0")
  %c1 = arith.constant 1 : index loc("c1")
  %l:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %t = arith.addi %a, %a : i32 loc("t")
    %u = arith.addi %b, %b : i32 loc("u")
    scf.yield %t, %u : i32, i32 loc("yield")
  } loc("for")
  %s = arith.addi %r#0, %l#0 : i32 loc("s")
  return %s : i32 loc("ret")
}
