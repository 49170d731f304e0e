// RUN: --split-input-file
// cf.switch whose case operands do not fit a late case's block: the branch
// verifier checks each case's own segment of the operands, in case order,
// after cases with zero, one and two operands.

func.func @type_mismatch(%f: i32, %x: f32, %y: i1) {
  cf.switch %f : i32, [
    default: ^bb1(%x, %y : f32, i1),
    0: ^bb3,
    1: ^bb2(%x : f32),
    2: ^bb1(%x, %y : f32, i1),
    3: ^bb2(%y : i1)
  ]
^bb1(%a: f32, %b: i1):
  return
^bb2(%c: f32):
  return
^bb3:
  return
}

// -----

func.func @count_mismatch(%f: i8, %x: f32, %y: i1) {
  cf.switch %f : i8, [
    default: ^bb3,
    -1: ^bb2(%x : f32),
    5: ^bb1(%x, %y : f32, i1),
    7: ^bb1(%x : f32)
  ]
^bb1(%a: f32, %b: i1):
  return
^bb2(%c: f32):
  return
^bb3:
  return
}
