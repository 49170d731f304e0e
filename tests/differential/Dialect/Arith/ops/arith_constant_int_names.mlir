// RUN:
// RUN: --mlir-print-op-generic
// Result names of integer arith.constant ops: c<value>_<type>, signed values,
// hex literals, and values wrapping in narrow types.
func.func @int_constants() {
  %a = arith.constant 0 : i32
  %b = arith.constant 42 : i32
  %c = arith.constant -1 : i64
  %d = arith.constant 255 : i8
  %e = arith.constant 0x7F : i8
  %f = arith.constant 0xFFFF : i16
  %g = arith.constant 5 : i128
  %h = arith.constant -128 : i8
  %i = arith.constant 12345678901234 : i64
  %j = arith.constant 1 : i2
  %k = arith.constant 3 : i2
  return
}
