// RUN: --split-input-file --allow-unregistered-dialect
// scf.for's verifier and parser errors.

func.func @bound_not_integer(%lb: f32) {
  scf.for %i = %lb to %lb step %lb : f32 {
  }
  return
}

// -----

func.func @yield_without_iter_args(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    scf.yield %lb : index
  }
  return
}

// -----

func.func @yield_type(%lb: index, %x: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %lb : index
  }
  return
}

// -----

func.func @inits_without_results(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @iv_type(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @mixed_bounds(%lb: index, %ub: i32) {
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @iter_args_missing_paren(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args %x = %a -> (index) {
    scf.yield %x : index
  }
  return
}

// -----

func.func @iter_args_missing_equal(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args(%x %a) -> (index) {
    scf.yield %x : index
  }
  return
}

// -----

func.func @iter_args_missing_comma(%a: index) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%x = %a %y = %a) -> (index, index) {
    scf.yield %x, %y : index, index
  }
  return
}

// -----

func.func @iter_args_missing_arrow(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %a) index {
    scf.yield %x : index
  }
  return
}

// -----

func.func @iter_args_count(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index, index) {
    scf.yield %x : index
  }
  return
}

// -----

func.func @missing_to(%a: index) {
  scf.for %i = %a until %a step %a {
  }
  return
}

// -----

func.func @bound_defined_in_body(%a: index) {
  scf.for %i = %a to %b step %a {
    %b = arith.addi %i, %i : index
  }
  return
}

// -----

func.func @wrong_terminator(%a: index) {
  scf.for %i = %a to %a step %a {
    "test.other"() : () -> ()
  }
  return
}
