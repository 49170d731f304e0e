// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Public functions keep their signatures: a dead argument or a result no
// call in the module uses stays, only dead ops inside go. A function of
// `nested` visibility in the top-level module is cleaned like a private one.
func.func @public_callee(%a: i32, %b: i32) -> (i32, i32) {
  %d = arith.muli %b, %b : i32
  return %a, %a : i32, i32
}

func.func @public_caller(%x: i32) -> i32 {
  %r:2 = call @public_callee(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

func.func nested @nested_callee(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}

func.func @nested_caller(%x: i32) -> i32 {
  %r:2 = call @nested_callee(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

func.func @unused_public_args(%a: i32, %b: f32, %c: memref<i32>) {
  return
}
