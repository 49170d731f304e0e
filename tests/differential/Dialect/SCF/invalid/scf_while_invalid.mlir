// RUN: --split-input-file
// scf.while's verifier and parser errors.

func.func @before_terminator(%c: i1) {
  scf.while : () -> () {
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @after_terminator(%c: i1) {
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}

// -----

func.func @not_a_function_type(%x: i32, %c: i1) {
  scf.while (%a = %x) : i32 {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @input_count(%x: i32, %c: i1) {
  scf.while (%a = %x) : (i32, i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @init_type(%x: i32, %c: i1) {
  scf.while (%a = %x) : (f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @condition_args(%x: i32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c)
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @yield_args(%x: i32, %c: i1) {
  scf.while (%a = %x) : (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @after_arg_type(%x: i32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @condition_outside(%c: i1) {
  scf.condition(%c)
}
