// RUN: --split-input-file
// ub.poison / ub.unreachable misuse.

func.func @not_poison_attr() {
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @missing_type() {
  %0 = ub.poison
  return
}

// -----

func.func @unreachable_not_last() {
  ub.unreachable
  return
}

// -----

func.func @unreachable_with_operand(%a: i32) {
  ub.unreachable %a
}
