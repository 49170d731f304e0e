// RUN: --pass-pipeline=builtin.module(func.func(remove-dead-values))
// RUN: --pass-pipeline=builtin.module(func.func(remove-dead-values)) --mlir-disable-threading
// The pass scheduled on each function: dead code in each goes; a public
// function keeps its signature.
func.func @one(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %x : i32
  return %x : i32
}
func.func @two(%c: i1, %a: f32) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s, %a : f32, f32
  } else {
    scf.yield %a, %a : f32, f32
  }
  return %r#1 : f32
}
