// RUN: --split-input-file
// Unknown or wrong-kind comparison predicates in custom form.

func.func @cmpi_foo(%a: i32) {
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpi_with_float_pred(%a: i32) {
  %0 = arith.cmpi oeq, %a, %a : i32
  return
}

// -----

func.func @cmpf_with_int_pred(%a: f32) {
  %0 = arith.cmpf slt, %a, %a : f32
  return
}

// -----

func.func @cmpi_numeric_pred(%a: i32) {
  %0 = arith.cmpi 2, %a, %a : i32
  return
}

// -----

func.func @cmpi_on_float(%a: f32) {
  %0 = arith.cmpi eq, %a, %a : f32
  return
}
