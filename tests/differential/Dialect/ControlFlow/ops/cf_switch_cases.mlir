// RUN:
// RUN: --mlir-print-op-generic
// cf.switch with several cases, operands on some cases and on the default,
// case values out of order and a case targeting the default block.
func.func @cases(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i64),
    42: ^bb1(%b : i64),
    7: ^bb2,
    0: ^bb3(%a, %b : i64, i64),
    100: ^bb1(%a : i64)
  ]
^bb1(%x: i64):
  return %x : i64
^bb2:
  return %b : i64
^bb3(%p: i64, %q: i64):
  %s = arith.addi %p, %q : i64
  return %s : i64
}
