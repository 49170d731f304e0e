// RUN:
// RUN: --mlir-print-op-generic
// Inherent attributes given through the attr-dict instead of the format:
// fastmath, overflowFlags and isExact, mixed with discardable attributes.
func.func @attr_dict(%a: f32, %b: f32, %i: i32) -> (f32, i32) {
  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<nnan>} : f32
  %1 = arith.mulf %0, %b {fastmath = #arith.fastmath<fast>, zz.tag = 1 : i32} : f32
  %2 = arith.subf %1, %a {fastmath = #arith.fastmath<none>} : f32
  %3 = arith.addi %i, %i {overflowFlags = #arith.overflow<nsw>} : i32
  %4 = arith.divsi %3, %i {isExact} : i32
  %5 = arith.muli %4, %i {aa.first, overflowFlags = #arith.overflow<nuw>} : i32
  return %2, %5 : f32, i32
}
