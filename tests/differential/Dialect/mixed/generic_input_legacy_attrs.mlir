// RUN:
// RUN: --mlir-print-op-generic
// Generic-form ops whose inherent attributes are given in the discardable
// dictionary instead of <{...}>: they are still stored as properties.
"func.func"() ({
^bb0(%a: i32, %f: f32):
  %0 = "arith.constant"() {value = 5 : i32} : () -> i32
  %1 = "arith.cmpi"(%a, %0) {predicate = 4 : i64} : (i32, i32) -> i1
  %2 = "arith.addf"(%f, %f) {fastmath = #arith.fastmath<fast>, other = 1 : i32} : (f32, f32) -> f32
  %3 = "arith.muli"(%a, %0) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  "cf.assert"(%1) {msg = "legacy"} : (i1) -> ()
  "func.return"() : () -> ()
}) {function_type = (i32, f32) -> (), sym_name = "legacy", sym_visibility = "private"} : () -> ()
