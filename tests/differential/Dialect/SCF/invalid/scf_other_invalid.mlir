// RUN: --split-input-file --allow-unregistered-dialect
// scf.execute_region, scf.index_switch, scf.parallel, scf.reduce and
// scf.reduce.return: verifier and parser errors.

func.func @execute_region_empty() {
  scf.execute_region {
  }
  return
}

// -----

func.func @execute_region_arguments() {
  scf.execute_region {
  ^bb0(%a : i32):
    scf.yield
  }
  return
}

// -----

func.func @execute_region_duplicate_no_inline(%x: i32) {
  %r = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  } {no_inline}
  return
}

// -----

func.func @switch_duplicate(%a: index) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_int64_max_counts_as_seen(%a: index) {
  scf.index_switch %a
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_int64_max_after_another(%a: index) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_int64_max_minus_one_twice(%a: index) {
  scf.index_switch %a
  case 9223372036854775806 {
    scf.yield
  }
  case 9223372036854775806 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_empty_case(%a: index) {
  scf.index_switch %a
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @switch_region_count(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_yield_type(%i: index, %x: i32, %f: f32) {
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %f : f32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_yield_count(%i: index, %x: i32) {
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x, %x : i32, i32
  }
  return
}

// -----

func.func @parallel_zero_step(%a: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @parallel_negative_step(%a: index) {
  %c = arith.constant -2 : index
  scf.parallel (%i) = (%a) to (%a) step (%c) {
  }
  return
}

// -----

func.func @parallel_bound_count(%a: index) {
  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {
  }
  return
}

// -----

func.func @parallel_no_dimension() {
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @parallel_init_without_results(%a: index, %x: i32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) {
  }
  return
}

// -----

func.func @parallel_results_without_init(%a: index) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) -> i32 {
  }
  return
}

// -----

func.func @parallel_iv_type(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_terminator(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "x.y"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_missing_paren(%a: index) {
  scf.parallel %i = (%a) to (%a) step (%a) {
  }
  return
}

// -----

func.func @parallel_unclosed_args(%a: index) {
  scf.parallel (%i %j) = (%a) to (%a) step (%a) {
  }
  return
}

// -----

func.func @parallel_unclosed_operands(%a: index) {
  scf.parallel (%i) = (%a %a) to (%a) step (%a) {
  }
  return
}

// -----

func.func @reduce_arg_type(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %q: f32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: i32, %y: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %q: i32):
      scf.reduce.return %y : f32
    }
  }
  return
}

// -----

func.func @reduce_region_count(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%l: i32, %q: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @reduce_one_arg(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @reduce_terminator(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %q: i32):
      "x.y"() : () -> ()
    }
  }
  return
}

// -----

func.func @reduce_result_type(%lb: index, %x: i32, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %q: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}
