// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 8 {
    affine.for %i1 = 1 to 8 step 1 {
      %r0 = affine.max affine_map<(d0, d1)[s0, s1] -> ((d1 - ((s0 + d0) ceildiv 4)), (s0 * 5))>(%i0, %i1)[%a, %c]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.min affine_map<(d0, d1)[] -> ((d1 ceildiv 16))>(%i1, %i0)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (3)>(%i0, %i1)[%c]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> ((d0 ceildiv 5))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0] -> ((10 ceildiv s0))>(%i0, %i1)[%a]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 16 step 2 {
    affine.for %i1 = 1 to 16 step 1 {
      affine.for %i2 = 0 to 16 step 4 {
        %r0 = affine.max affine_map<(d0, d1, d2)[] -> ((2 + ((-4 - (d1 + d0)) + (12 * 3))), (d0 * 1))>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d1 * s0))>(%i1, %i2, %i0)[%a]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> ((s0 * -2))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0] -> ((d1 + s0))>(%i2, %i1, %i0)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (s0)>(%i0, %i2, %i1)[%b, %b]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 1 {
    affine.for %i1 = 0 to 16 step 2 {
      affine.for %i2 = 0 to 16 step 1 {
        %r0 = affine.min affine_map<(d0, d1, d2)[s0] -> (((s0 ceildiv 8) + (s0 * 4)), (d0 floordiv s0))>(%i1, %i0, %i2)[%b]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (((((s0 - s0) + (d2 ceildiv 16)) * 16) mod 4), d2, d1)>(%i1, %i0, %i2)[%b, %c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[] -> (((((-1 ceildiv 5) mod 4) - (-8 floordiv 2)) floordiv 16), ((((-2 + -8) ceildiv 1) * 2) - (((-7 * 5) mod 1) * -2)))>(%i2, %i1, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[] -> (((((10 + 4) + (12 ceildiv 1)) ceildiv 8) mod 3))>(%i0, %i2, %i1)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> (((((s0 - s0) - (s0 * -2)) + ((s0 ceildiv 8) + -2)) ceildiv 3))>()[%b]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 1) floordiv 16))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0, s1] -> (s1, s1, (s1 + s1))>()[%b, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((s1 + ((s1 - -7) + 10)))>()[%a, %a]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> (((((s0 mod 3) + (s0 ceildiv 8)) * 8) ceildiv s0))>()[%a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 1 {
    %r0 = affine.max affine_map<(d0)[s0, s1] -> (((d0 ceildiv 8) floordiv s1), ((d0 ceildiv 5) * 16), (d0 + (7 floordiv s0)))>(%i0)[%c, %c]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0, s1] -> (d0)>(%i0)[%c, %c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0, s1] -> ((s1 + (((s0 floordiv s0) * 5) + (d0 + 4))), s1, (s1 + d0))>(%i0)[%b, %b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0, s1] -> (s0)>(%i0)[%b, %b]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 2 {
    affine.for %i1 = 1 to 8 step 1 {
      %r0 = affine.min affine_map<(d0, d1)[s0, s1] -> (((s1 mod s0) - (s1 + d0)), (((d0 mod 8) * s1) floordiv 5), d1)>(%i0, %i1)[%b, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[] -> (d0)>(%i0, %i1)[]
      "test.use"(%r1) : (index) -> ()
      %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 * 4) + d0))>(%r1)[%b]
      "test.use"(%q1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> (-5)>(%i1, %i0)[%c, %c]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[] -> ((d1 mod 2))>(%i1, %i0)[]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> ((-6 floordiv 2))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
