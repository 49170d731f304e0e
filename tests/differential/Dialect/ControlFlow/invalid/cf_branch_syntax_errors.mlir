// RUN: --split-input-file
// Branch syntax errors: a missing false destination, an undefined block and
// successor operands without their `: types`.

func.func @missing_false_dest(%c: i1) {
  cf.cond_br %c, ^bb1
^bb1:
  return
}

// -----

func.func @undefined_block() {
  cf.br ^nowhere
}

// -----

func.func @operands_without_types(%a: i32) {
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}
