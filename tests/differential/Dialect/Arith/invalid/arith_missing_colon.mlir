// RUN: --split-input-file
// Custom-form arith ops with a missing or misplaced `:` / type.

func.func @no_colon(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b i32
  return
}

// -----

func.func @no_type(%a: i32, %b: i32) {
  %0 = arith.muli %a, %b :
  return
}

// -----

func.func @missing_comma(%a: f32, %b: f32) {
  %0 = arith.addf %a %b : f32
  return
}

// -----

func.func @cast_missing_to(%a: i8) {
  %0 = arith.extsi %a : i8 i32
  return
}

// -----

func.func @cmpi_missing_comma(%a: i32) {
  %0 = arith.cmpi slt %a, %a : i32
  return
}
