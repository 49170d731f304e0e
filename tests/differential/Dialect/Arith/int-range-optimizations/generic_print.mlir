// RUN: --int-range-optimizations --mlir-print-op-generic
// RUN: --int-range-optimizations --mlir-print-debuginfo
// The result printed generically and with locations: which locations the
// new constants take and which ops keep theirs.
func.func @f(%x: i32) -> (i1, i32) {
  %m = arith.constant 7 : i32 loc("m")
  %a = arith.andi %x, %m : i32 loc("a")
  %c8 = arith.constant 8 : i32 loc("c8")
  %lt = arith.cmpi ult, %a, %c8 : i32 loc("lt")
  %z = arith.subi %a, %a : i32 loc("z")
  return %lt, %z : i1, i32 loc("ret")
}

func.func @g(%x: index) -> index {
  %m = index.constant 0 loc("im")
  %a = index.and %x, %m loc("ia")
  return %a : index loc("iret")
}
