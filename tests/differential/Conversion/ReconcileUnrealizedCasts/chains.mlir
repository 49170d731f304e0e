// RUN: --reconcile-unrealized-casts
func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  return %2 : i64
}
func.func @live(%a: i64) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return %1 : i16
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return
}
func.func @multi(%a: i64, %b: i32) -> (i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to f32, f64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : f32, f64 to i64, i32
  return %1#0, %1#1 : i64, i32
}
func.func @partial_use(%a: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1, %0 : i64, i32
}
func.func @swapped(%a: i64, %b: i32) -> (i32, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to f32, f64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : f64, f32 to i32, i64
  return %1#0, %1#1 : i32, i64
}
func.func @cycle(%a: i64) -> i64 {
  cf.br ^bb1(%a : i64)
^bb1(%x: i64):
  %c = arith.constant true
  %0 = builtin.unrealized_conversion_cast %x : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  cf.cond_br %c, ^bb1(%1 : i64), ^bb2
^bb2:
  return %1 : i64
}
func.func @zero() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}
func.func @identity(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}
func.func @fanout(%a: i64) -> (i64, i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %3 = builtin.unrealized_conversion_cast %1 : i64 to i32
  return %1, %2, %3 : i64, i64, i32
}
