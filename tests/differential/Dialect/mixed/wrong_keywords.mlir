// RUN: --split-input-file
// Misspelled keywords inside custom forms.

func.func @into_instead_of_to(%a: f32) {
  %0 = arith.truncf %a : f32 into f16
  return
}

// -----

func.func @weight_singular(%c: i1) {
  cf.cond_br %c weight([1, 2]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @attribute_singular() attribute {a.b} {
  return
}

// -----

func.func @defaults_keyword(%f: i32) {
  cf.switch %f : i32, [
    defaults: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @fastmaths(%a: f32) {
  %0 = arith.addf %a, %a fastmaths<fast> : f32
  return
}

// -----

func.func @exact_before_operands(%a: i32) {
  %0 = arith.divsi exact %a, %a : i32
  return
}
