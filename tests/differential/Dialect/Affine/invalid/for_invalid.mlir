// RUN: --split-input-file
// affine.for and affine.yield: parser and verifier errors.
func.func @f(%n: index) {
  affine.for %i = 0 to %n, %n {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 until 10 {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0)>(%n) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0)>()[%n, %n] {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = affine_map<()[s0] -> (s0, 0)>()[%n] to 10 {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 10)>()[%n] {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to "x" {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to 10 step 0 {
  }
  return
}
// -----
func.func @f(%n: index, %x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield
  }
  return
}
// -----
func.func @f(%n: index, %x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %n : index
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.yield
}
// -----
func.func @f(%n: index) {
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f(%n: index) {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f(%n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @f(%n: index) {
  "affine.for"() <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f(%n: index, %x: f32) {
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %i {
    }
  }
  return
}
// -----
func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    affine.for %j = 0 to %i {
    }
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    %x = arith.constant 1 : i32
  } {step = 2 : index}
  return
}
