// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A result stays when any call uses it: the first call needs result 0,
// the second result 1.
func.func private @pair(%x: i16) -> (i16, i16) {
  %one = arith.constant 1 : i16
  %y = arith.addi %x, %one : i16
  return %x, %y : i16, i16
}
func.func @both(%x: i16) -> (i16, i16) {
  %a:2 = call @pair(%x) : (i16) -> (i16, i16)
  %b:2 = call @pair(%x) : (i16) -> (i16, i16)
  return %a#0, %b#1 : i16, i16
}
