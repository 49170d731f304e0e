// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --test-single-fold
// affine.for's folder: bounds whose operands are constants fold to constants, affine.apply operands compose into the bound maps, duplicate results go, results of a max (lower) or min (upper) bound that can never win go, and a loop with results that never runs is its initial values.
func.func @constant_bounds() {
  %c2 = arith.constant 2 : index
  %c20 = arith.constant 20 : index
  affine.for %i = %c2 to %c20 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0) -> (d0, d0 * 2 - 1)>(%c2) to min affine_map<(d0)[s0] -> (d0, s0 + 3)>(%c20)[%c2] {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @composed(%n: index, %m: index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  %1 = affine.apply affine_map<(d0) -> (d0 + 8)>(%m)
  affine.for %i = %0 to %1 step 2 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<(d0, d1) -> (d0, d1, d0)>(%n, %m) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @redundant_results(%n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (d0, 0)>(%i) to min affine_map<(d0) -> (d0 + 4, 100)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%i)[%n] to min affine_map<(d0) -> (d0 + 2, 40, 50)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
func.func @zero_trip(%x: f32, %n: index) -> (f32, f32) {
  %0 = affine.for %i = 10 to 4 iter_args(%s = %x) -> (f32) {
    %y = arith.addf %s, %s : f32
    affine.yield %y : f32
  }
  %c7 = arith.constant 7 : index
  %1 = affine.for %i = %c7 to 7 iter_args(%s = %x) -> (f32) {
    %y = arith.mulf %s, %s : f32
    affine.yield %y : f32
  }
  affine.for %i = 5 to 5 {
    "test.use"(%i) : (index) -> ()
  }
  return %0, %1 : f32, f32
}
func.func @symbols_and_dims(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%i, %n) to 20 {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
