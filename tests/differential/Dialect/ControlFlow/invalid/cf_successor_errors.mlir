// RUN: --split-input-file
// Branches whose successor operands do not match the target block, a
// non-i1 cond_br condition and a wrong number of branch weights.

func.func @too_many_operands(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @too_few_operands(%a: i32) {
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @operand_type(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @non_i1_condition(%c: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @three_weights(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}
