// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0] -> (((((6 + s0) + (-9 mod 8)) * 2) floordiv 16))>()[%a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0] -> (s0, s0)>()[%c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0] -> (((((s0 + s0) + (-8 mod 16)) + s0) + (((s0 ceildiv 4) ceildiv 2) ceildiv 5)), s0)>()[%a]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> (((s0 mod 2) ceildiv 8))>()[%b]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 8 step 1 {
    affine.for %i1 = 0 to 8 step 1 {
      %r0 = affine.max affine_map<(d0, d1)[s0, s1] -> (((7 * 1) floordiv 16), d1, d1)>(%i1, %i0)[%a, %a]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[] -> ((((d0 + 11) + (7 - d0)) mod 2), ((10 ceildiv 5) - (2 * 2)), (-4 floordiv 4))>(%i0, %i1)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d0 floordiv 5))>(%i0, %i1)[%c, %b]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) + (2 floordiv 1)))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0] -> ((d0 - d1))>(%i1, %i0)[%a]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> ((s0 floordiv 8))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 1 {
    affine.for %i1 = 4 to 16 step 8 {
      affine.for %i2 = 0 to 8 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((-7 floordiv s1))>(%i0, %i1, %i2)[%a, %a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (((5 + s1) mod 8))>(%i0, %i1, %i2)[%b, %a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> ((-1 mod 8), s0, ((-5 * 5) floordiv 8))>(%i0, %i1, %i2)[%a, %b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> (((-8 - ((8 * s0) mod s0)) * s1), (s1 mod s0), ((d1 + (s1 + (d2 + d0))) floordiv 5))>(%i0, %i2, %i1)[%a, %c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 1 {
    affine.for %i1 = 0 to 16 step 2 {
      affine.for %i2 = 1 to 64 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (s0)>(%i2, %i1, %i0)[%b, %a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> ((s0 floordiv 4), ((3 * s0) * s0), ((s0 mod s0) - (-6 + 11)))>(%i1, %i0, %i2)[%b, %c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((s0 floordiv 3) floordiv 5))>(%i0, %i2, %i1)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> ((3 floordiv 8), (((12 + d0) + (10 - 2)) + d0), ((d2 mod 8) mod 1))>(%i2, %i1, %i0)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 8 {
    affine.for %i1 = 1 to 32 step 2 {
      %r0 = affine.max affine_map<(d0, d1)[] -> ((((6 floordiv 16) ceildiv 1) * 16), ((12 * 2) - (7 * 4)))>(%i0, %i1)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[] -> ((7 + d1))>(%i1, %i0)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[] -> ((((-6 + d0) - (2 + d0)) + ((d1 * 16) - (-7 - d0))))>(%i0, %i1)[]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 8) * 4))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d1 ceildiv 2))>(%i1, %i0)[%a, %c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 8 {
    %r0 = affine.min affine_map<(d0)[s0, s1] -> (((12 - 1) - 9), d0)>(%i0)[%b, %b]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.max affine_map<(d0)[s0, s1] -> (((d0 + s1) - (7 ceildiv 1)), (d0 - d0))>(%i0)[%b, %a]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[] -> ((9 - -2))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 * 8) * 4))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0] -> (((7 mod 2) floordiv 8))>(%i0)[%a]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 5) mod 5))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
