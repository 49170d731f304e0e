// RUN: --split-input-file
// affine.if: parser and verifier errors.
func.func @f(%n: index) {
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.if affine_set<(d0, d1) : (d0 >= 0)>(%n) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {
  }
  return
}
// -----
func.func @f(%n: index) {
  "affine.if"(%n, %n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}
// -----
func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    }
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}
// -----
func.func @f(%n: index, %x: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  }
  return
}
// -----
func.func @f(%n: index, %x: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %n : index
  }
  return
}
// -----
func.func @f(%n: index) {
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
// -----
func.func @f(%n: index) {
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
