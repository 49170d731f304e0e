// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Declarations have no body to analyse: their signatures stay, as do the
// operands and results of calls to them.
func.func private @external(i32, i32) -> (i32, i32)
func.func private @external_void(f32)

func.func @caller(%x: i32, %f: f32) -> i32 {
  %r:2 = call @external(%x, %x) : (i32, i32) -> (i32, i32)
  %d = arith.addi %r#1, %r#1 : i32
  call @external_void(%f) : (f32) -> ()
  return %r#0 : i32
}

func.func @dead_call_result(%x: i32) {
  %r:2 = call @external(%x, %x) : (i32, i32) -> (i32, i32)
  return
}
