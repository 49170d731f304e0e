// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Results of private functions are removed when no call uses them; a
// result used by any call stays for all of them.
func.func private @two_results(%a: i32) -> (i32, i32) {
  %b = arith.addi %a, %a : i32
  return %a, %b : i32, i32
}

func.func @uses_first(%x: i32) -> i32 {
  %r:2 = call @two_results(%x) : (i32) -> (i32, i32)
  return %r#0 : i32
}

func.func private @per_caller(%a: i32) -> (i32, i32, i32) {
  %c = arith.constant 3 : i32
  return %a, %a, %c : i32, i32, i32
}

func.func @first_caller(%x: i32) -> i32 {
  %r:3 = call @per_caller(%x) : (i32) -> (i32, i32, i32)
  return %r#0 : i32
}

func.func @second_caller(%x: i32) -> i32 {
  %r:3 = call @per_caller(%x) : (i32) -> (i32, i32, i32)
  return %r#1 : i32
}

func.func private @result_with_effect(%m: memref<i32>) -> i32 {
  %c = arith.constant 7 : i32
  memref.store %c, %m[] : memref<i32>
  return %c : i32
}

func.func @ignores_result(%m: memref<i32>) {
  %r = call @result_with_effect(%m) : (memref<i32>) -> i32
  return
}

func.func private @never_called() -> (i32, f32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1.0 : f32
  return %a, %b : i32, f32
}
