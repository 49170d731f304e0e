// RUN: --split-input-file
// affine.parallel: parser and verifier errors.
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) reduce ("bogus") -> (f32) {
  }
  return
}
// -----
func.func @f(%n: index) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (i32) {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}
// -----
func.func @f(%n: index) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}
// -----
func.func @f(%n: index) {
  %r = affine.parallel (%i) = (0) to (10) -> (f32) {
    %c = arith.constant 0.0 : f32
    affine.yield %c : f32
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i, %j) = (0) to (10, 10) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (max(10, %n)) {
  }
  return
}
// -----
func.func @f(%n: index) {
  scf.for %k = %n to %n step %n {
    affine.parallel (%i) = (%k) to (10) {
    }
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) reduce (5) -> (f32) {
  }
  return
}
// -----
func.func @f(%n: index) {
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f(%n: index) {
  "affine.parallel"() <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f(%n: index) {
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [99], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}
// -----
func.func @f(%n: index) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("assign", "maxnumf") -> (f32, f32) {
    %c = arith.constant 0.0 : f32
    affine.yield %c, %c : f32, f32
  }
  return
}
