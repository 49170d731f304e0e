// RUN:
// RUN: --mlir-print-op-generic
// arith.constant with an attribute dictionary before the value (attr-dict
// comes first in its format). Discardable attributes round-trip; an inherent
// `value` in the attr-dict is accepted and overrides the literal after it.
func.func @constant_attrs() -> (i32, f32, index, i32) {
  %0 = arith.constant {my.tag = "first"} 3 : i32
  %1 = arith.constant {a.x = 1 : i64, b.y} 2.0 : f32
  %2 = arith.constant {unit.attr} 9 : index
  %3 = arith.constant {value = 5 : i32} 3 : i32
  return %0, %1, %2, %3 : i32, f32, index, i32
}
