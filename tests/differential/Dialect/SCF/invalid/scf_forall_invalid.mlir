// RUN: --split-input-file --allow-unregistered-dialect
// scf.forall and scf.forall.in_parallel: verifier errors in mlir-opt 22's
// order (ODS constraints, results against outputs, the body's arguments,
// mapping, then each bound list: its length, then its dynamic entries),
// the terminator's errors, and parse errors of the custom form.

func.func @dynamic_count(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @static_count() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 5>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @lower_bound_before_upper_bound(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @step_count() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @too_many_arguments() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @rank_from_lower_bound(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 3>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @not_index() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @output_argument_type(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @more_results_than_outputs(%t: tensor<4xf32>) {
  %r:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @result_type(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @result_not_tensor(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<4xf32>) -> i32
  return
}

// -----

func.func @memref_output(%m: memref<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %m) -> (memref<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @missing_static_step() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @mapping_not_device_mapping() {
  scf.forall (%i, %j) in (4, 4) {
  } {mapping = [1]}
  return
}

// -----

func.func @mapping_unregistered_attribute() {
  scf.forall (%i) in (4) {
  } {mapping = [#foo.bar]}
  return
}

// -----

func.func @mapping_not_an_array() {
  "scf.forall"() <{mapping = 1, operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @wrong_terminator() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @empty_body() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_without_block() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_unregistered_op() {
  scf.forall (%i) in (4) {
    "test.before"() : () -> ()
    scf.forall.in_parallel {
      "test.combine"() : () -> ()
    }
  }
  return
}

// -----

func.func @in_parallel_yield() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0: "scf.yield"() : () -> ()}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_outside_forall() {
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @in_parallel_not_last() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
    "test.after"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @count_in_custom_form(%ub: index) {
  scf.forall (%i, %j) in (%ub) {
  }
  return
}

// -----

func.func @empty_upper_bounds() {
  scf.forall (%i) in () {
  }
  return
}

// -----

func.func @undefined_bound(%ub: index) {
  scf.forall (%i) in (%ub, %x) {
  }
  return
}

// -----

func.func @square_brackets(%ub: index) {
  scf.forall (%i) in [%ub] {
  }
  return
}

// -----

func.func @bare_word(%ub: index) {
  scf.forall (%i) in (%ub, x) {
  }
  return
}

// -----

func.func @float_bound() {
  scf.forall (%i) in (1.5) {
  }
  return
}

// -----

func.func @huge_bound() {
  scf.forall (%i) in (99999999999999999999) {
  }
  return
}

// -----

func.func @missing_paren() {
  scf.forall (%i) in (4 {
  }
  return
}

// -----

func.func @to_without_equal(%ub: index) {
  scf.forall (%i) to (%ub) {
  }
  return
}

// -----

func.func @missing_step() {
  scf.forall (%i) = (0) to (4) {
  }
  return
}

// -----

func.func @typed_induction_variable() {
  scf.forall (%i: index) in (4) {
  }
  return
}

// -----

func.func @bound_not_index(%ub: i32) {
  scf.forall (%i) in (%ub) {
  }
  return
}

// -----

func.func @shared_out_type(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<5xf32>) {
  }
  return
}

// -----

func.func @shared_outs_more_types(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @shared_outs_without_types(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @duplicate_static_attribute() {
  scf.forall (%i) in (4) {
  } {staticStep = array<i64: 2>}
  return
}
