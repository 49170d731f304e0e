// RUN: --allow-unregistered-dialect --affine-simplify-structures

// An empty condition: the then branch goes, the else branch stays.
func.func @empty_with_else(%n: index) {
  affine.if affine_set<(d0) : (d0 - 2 >= 0, -d0 + 1 >= 0)>(%n) {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%n) {
    "test.then"() : () -> ()
  }
  return
}

// Conditions normalized and kept.
func.func @kept(%n: index, %m: index) {
  affine.if affine_set<(d0)[s0] : (d0 * 4 - 8 >= 0, s0 * 2 - d0 * 2 >= 0, d0 - 1 >= 0)>(%n)[%m] {
    "test.then"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 * 3 - 9 == 0)>(%n) {
    "test.then"() : () -> ()
  }
  return
}

// With results.
func.func @results(%n: index, %a: i32, %b: i32) -> (i32, i32) {
  %0 = affine.if affine_set<(d0) : (d0 - 2 >= 0, -d0 + 1 >= 0)>(%n) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  %1 = affine.if affine_set<(d0) : (d0 * 2 >= 0)>(%n) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  return %0, %1 : i32, i32
}

// Always true: a condition of no constraint.
func.func @always(%n: index) {
  affine.if affine_set<(d0) : (5 >= 0)>(%n) {
    "test.then"() : () -> ()
  }
  return
}

// A condition that becomes always true with an empty else region: the
// else region goes first, then the then region is inlined.
func.func @always_with_empty_else(%n: index) {
  affine.if affine_set<() : (0 >= 0)>() {
    "test.then"() : () -> ()
  } else {
  }
  affine.if affine_set<(d0) : (d0 * 2 - d0 * 2 >= 0)>(%n) {
    "test.then"() : () -> ()
  } else {
  }
  return
}
