// RUN: --allow-unregistered-dialect --test-single-fold
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// builtin.unrealized_conversion_cast folds identity casts and casts that
// undo the cast of all their operands; arith.bitcast to its own type
// folds by the cast interface.
func.func @f(%x: i32, %y: f32) -> (i32, f32, i32, i64, f32, i32) {
  %a = builtin.unrealized_conversion_cast %x : i32 to i32
  %b, %c = builtin.unrealized_conversion_cast %y, %x : f32, i32 to f32, i32
  %d = builtin.unrealized_conversion_cast %x : i32 to i64
  %e = builtin.unrealized_conversion_cast %d : i64 to i32
  %g, %h = builtin.unrealized_conversion_cast %y, %x : f32, i32 to i8, i8
  %i, %j = builtin.unrealized_conversion_cast %g, %h : i8, i8 to f32, i32
  %k = builtin.unrealized_conversion_cast %g : i8 to f32
  %l, %m = builtin.unrealized_conversion_cast %h, %g : i8, i8 to f32, i32
  %n = builtin.unrealized_conversion_cast %d : i64 to i16
  %o = builtin.unrealized_conversion_cast to i64
  %f = arith.bitcast %x : i32 to i32
  %p = "u.cast"(%x) : (i32) -> i32
  return %a, %b, %e, %o, %i, %j : i32, f32, i32, i64, f32, i32
}
