// RUN: --sccp --mlir-print-op-generic
// RUN: --sccp --mlir-print-op-generic --mlir-disable-threading
// RUN: --sccp --mlir-print-debuginfo
// The rewritten IR printed generically and with locations: the constants
// the pass creates have unknown locations, whatever they replace.
func.func @f(%c: i1) -> i32 {
  %a = arith.constant 2 : i32 loc("a")
  %b = arith.constant 3 : i32 loc("b")
  %m = arith.muli %a, %b : i32 loc("m")
  cf.cond_br %c, ^x(%m : i32), ^x(%m : i32) loc("br")
^x(%v: i32 loc("arg")):
  %w = arith.addi %v, %a : i32 loc("w")
  return %w : i32 loc("ret")
}

func.func @g() -> i1 {
  %t = arith.constant true loc("t")
  %f = arith.constant false loc("f")
  %x = arith.ori %t, %f : i1 loc("x")
  return %x : i1
}
