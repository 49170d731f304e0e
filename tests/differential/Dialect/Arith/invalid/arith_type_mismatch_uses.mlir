// RUN: --split-input-file
// A value used with a type different from its definition or prior uses.

func.func @arg_type(%a: i64, %b: i32) {
  %0 = arith.addi %a, %b : i32
  return
}

// -----

func.func @forward_use(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i64
  return
}

// -----

func.func @result_reuse(%a: f32) {
  %0 = arith.addf %a, %a : f32
  %1 = arith.mulf %0, %0 : f64
  return
}

// -----

func.func @undefined_value(%a: i32) {
  %0 = arith.addi %a, %nope : i32
  return
}
