// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --test-single-fold
// affine.if: affine.apply operands composed into the condition, constant operands folded into it, duplicate and unused operands dropped; a trivially true or false condition inlines the region taken; an else block that only yields goes.
#always = affine_set<(d0) : (0 == 0)>
#never = affine_set<(d0) : (1 == 0)>
func.func @compose(%n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 + 4 == 0)>(%0)[%n] {
      "test.then"() : () -> ()
    }
  }
  return
}
func.func @constants(%a: index) {
  %c3 = arith.constant 3 : index
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%c3, %a) {
    "test.then"() : () -> ()
  }
  affine.if affine_set<(d0)[s0, s1] : (d0 - s0 >= 0, s1 - 1 >= 0)>(%a)[%a, %a] {
    "test.then"() : () -> ()
  }
  affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0)>()[%a, %c3] {
    "test.then"() : () -> ()
  }
  return
}
func.func @trivial(%a: index, %x: f32, %y: f32) -> (f32, f32) {
  affine.if #always(%a) {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  affine.if #never(%a) {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  affine.if #never(%a) {
    "test.gone"() : () -> ()
  }
  %0 = affine.if #always(%a) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %1 = affine.if #never(%a) -> f32 {
    affine.yield %x : f32
  } else {
    %z = arith.addf %x, %y : f32
    affine.yield %z : f32
  }
  return %0, %1 : f32, f32
}
func.func @dead_else(%a: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      "test.then"() : () -> ()
    } else {
    }
  }
  return
}
func.func @constant_false(%a: index) {
  %c2 = arith.constant 2 : index
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%c2) {
    "test.then"() : () -> ()
  }
  return
}
