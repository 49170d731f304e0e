// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A private declaration keeps its signature; operands passed to a call of
// it are live.
func.func private @external(i32, f64) -> i32
func.func @caller(%a: i32, %f: f64) -> i32 {
  %c = arith.constant 3 : i32
  %x = arith.addi %a, %c : i32
  %r = call @external(%x, %f) : (i32, f64) -> i32
  %unused = call @external(%a, %f) : (i32, f64) -> i32
  return %r : i32
}
