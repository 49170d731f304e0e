// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 2 {
    affine.for %i1 = 0 to 16 step 8 {
      affine.for %i2 = 1 to 8 step 8 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (s1)>(%i1, %i2, %i0)[%a, %a]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (-8)>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.max affine_map<(d0, d1, d2)[] -> ((12 * 5), ((d1 + d1) mod 2))>(%i2, %i0, %i1)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0] -> (((((d2 * 4) * 3) * -2) + ((d0 + (6 * 16)) * 5)), (d0 + (s0 floordiv 16)), ((((d2 ceildiv 1) ceildiv 16) * 1) + d2))>(%i2, %i1, %i0)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[] -> ((((11 + d1) ceildiv 2) mod 1))>(%i0, %i1, %i2)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 8 {
    %r0 = affine.apply affine_map<(d0)[s0] -> ((s0 mod 1))>(%i0)[%c]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0] -> ((s0 * -2), d0)>(%i0)[%c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[] -> ((d0 mod 16), ((-4 ceildiv 2) mod 3))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0] -> (((d0 floordiv s0) + (s0 - s0)), (5 mod 8))>(%i0)[%a]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 1 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> (((11 + ((d0 - s0) * 4)) ceildiv 4))>(%i0)[%c, %b]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0, s1] -> ((s0 floordiv 4), (((d0 + (d0 floordiv 5)) - (0 + d0)) - (-5 + (d0 * 3))))>(%i0)[%a, %b]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0] -> ((((-2 * 1) + (s0 * 3)) + ((s0 floordiv s0) ceildiv 3)))>(%i0)[%b]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (-3)>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0, s1] -> (d0, d0, ((s1 floordiv s0) mod s0))>(%i0)[%c, %c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 8 step 1 {
    affine.for %i1 = 0 to %a step 4 {
      %r0 = affine.max affine_map<(d0, d1)[s0] -> (-6, (-7 - s0), ((s0 - s0) * s0))>(%i1, %i0)[%a]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((5 mod 2))>(%i0, %i1)[%c, %c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.max affine_map<(d0, d1)[s0] -> (((s0 ceildiv s0) floordiv 16), (((d0 ceildiv s0) floordiv 2) + s0))>(%i1, %i0)[%c]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[] -> (((6 ceildiv 16) floordiv 2), ((((d1 - 10) mod 8) floordiv 16) * 3))>(%i1, %i0)[]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 1 {
    affine.for %i1 = 0 to %a step 1 {
      affine.for %i2 = 1 to 32 step 8 {
        %r0 = affine.min affine_map<(d0, d1, d2)[s0] -> (s0)>(%i1, %i2, %i0)[%c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[] -> ((((2 + (3 ceildiv 5)) ceildiv 16) * 16), 5, (d1 + -9))>(%i2, %i1, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (-2)>(%i1, %i2, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[] -> ((-2 mod 8))>(%i0, %i2, %i1)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 4 {
    %r0 = affine.min affine_map<(d0)[s0] -> (((d0 ceildiv s0) mod 16), (((s0 floordiv 1) mod s0) ceildiv 8), (d0 + s0))>(%i0)[%a]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> ((d0 * 2))>(%i0)[%b]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((-1 * 1) + (d0 + s0)))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[] -> (d0)>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0] -> ((s0 floordiv s0), d0, ((s0 + ((d0 mod 2) + (d0 floordiv 1))) ceildiv 8))>(%i0)[%b]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
