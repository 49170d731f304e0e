// RUN:
// RUN: --mlir-print-op-generic
// When an inherent attribute is written both by the format and in the
// attr-dict, the attr-dict value wins (overflow, fastmath, predicate).
func.func @overrides(%a: i32, %b: f32) -> (i32, f32, i1, i1) {
  %0 = arith.addi %a, %a overflow<nsw> {overflowFlags = #arith.overflow<nuw>} : i32
  %1 = arith.addf %b, %b fastmath<nnan> {fastmath = #arith.fastmath<none>} : f32
  %2 = arith.cmpi slt, %a, %a {predicate = 0 : i64} : i32
  %3 = arith.cmpf oeq, %b, %b {predicate = 15 : i64, x.y = 2 : i8} : f32
  return %0, %1, %2, %3 : i32, f32, i1, i1
}
