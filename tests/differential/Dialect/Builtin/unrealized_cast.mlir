// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// builtin.unrealized_conversion_cast has a custom form; inside the module
// the `builtin.` prefix is elided, inside an unregistered op it is kept. An
// op's results need not be bound in the input.
%0 = "t.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, f32 to i64, i1
builtin.unrealized_conversion_cast to i8
%3 = "builtin.unrealized_conversion_cast"(%0) {tag = 1} : (i32) -> index
%4 = unrealized_conversion_cast %0 : i32 to i16
%5 = builtin.unrealized_conversion_cast %0 : i32 to i32 {a = 1 : i32}
"t.r"() ({
  %6 = builtin.unrealized_conversion_cast %0 : i32 to f64
  %7 = "builtin.unrealized_conversion_cast"(%6) : (f64) -> f32
}) : () -> ()
