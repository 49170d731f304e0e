// RUN: --split-input-file
// scf.if's verifier and parser errors.

func.func @no_else_with_results(%c: i1, %x: f32) {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @yield_type(%c: i1, %x: f32, %i: i32) {
  %r = scf.if %c -> i32 {
    scf.yield %x : f32
  } else {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @yield_count(%c: i1, %x: f32) {
  scf.if %c {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @empty_then(%c: i1) {
  %r = "scf.if"(%c) ({}, {}) : (i1) -> i32
  return
}

// -----

func.func @then_arguments(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%q: i32):
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @else_arguments(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  ^bb0(%q: i32):
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @condition_type(%c: i32) {
  scf.if %c {
  }
  return
}

// -----

func.func @two_blocks(%c: i1) {
  "scf.if"(%c) ({
    cf.br ^bb1
  ^bb1:
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @yield_outside() {
  %x = arith.constant 1 : i32
  scf.yield %x : i32
}
