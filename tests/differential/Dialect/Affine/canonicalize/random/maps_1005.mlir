// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 32 step 8 {
    affine.for %i1 = 0 to 64 step 1 {
      affine.for %i2 = 1 to 32 step 1 {
        %r0 = affine.max affine_map<(d0, d1, d2)[s0] -> (d1, (s0 + 8), (-1 mod 4))>(%i1, %i0, %i2)[%a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> ((((12 + -5) - d0) - d0))>(%i2, %i0, %i1)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> ((d0 - (-8 - s0)))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[] -> (((((4 mod 1) mod 3) floordiv 1) mod 16), (-3 * -2))>(%i0, %i2, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (s0)>(%i0, %i1, %i2)[%c, %c]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> ((5 + (d0 mod 16)))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 4 {
    affine.for %i1 = 1 to 8 step 1 {
      affine.for %i2 = 0 to 64 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((s0 ceildiv 16))>(%i1, %i0, %i2)[%c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> ((d2 + -5), (((s0 floordiv 2) + (s0 * 3)) * 5))>(%i2, %i0, %i1)[%c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[] -> ((6 floordiv 4), ((((d0 + 8) * 1) + 0) mod 4))>(%i2, %i0, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[] -> (-9)>(%i1, %i2, %i0)[]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 ceildiv 5) + d0))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 32 step 4 {
    affine.for %i1 = 0 to %a step 1 {
      affine.for %i2 = 1 to 32 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> ((((-3 * 16) floordiv 16) floordiv 8))>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((s0 * 2) mod 2))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> (s0)>(%i2, %i0, %i1)[%a]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 + s0) * 3))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((s0 floordiv 2) ceildiv 2))>(%i1, %i2, %i0)[%b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((s1 floordiv s1) + (d1 + s1)))>(%i1, %i2, %i0)[%b, %c]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> ((d0 + (d0 mod 16)))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 1 {
    affine.for %i1 = 0 to %a step 1 {
      affine.for %i2 = 4 to 32 step 1 {
        %r0 = affine.max affine_map<(d0, d1, d2)[] -> ((d2 * 1), -8, ((3 floordiv 8) * 1))>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((d0 - s0))>(%i0, %i2, %i1)[%c, %a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> (s1)>(%i2, %i1, %i0)[%c, %a]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((9 + s0) ceildiv s0))>(%i0, %i1, %i2)[%a]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %i1 = 1 to 16 step 8 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((((0 + d0) floordiv 5) * 5))>(%i0, %i1)[%b, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.min affine_map<(d0, d1)[s0] -> (d0, d1, (d1 + -7))>(%i1, %i0)[%c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> (d1)>(%i0, %i1)[%a, %a]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((7 mod 4) mod 1))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((((12 ceildiv 3) + ((d1 + 2) ceildiv 2)) floordiv 5))>(%i1, %i0)[%c, %a]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 + s0) - (d0 - s0)))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 32 step 2 {
    affine.for %i1 = 0 to 64 step 1 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((s1 mod 16))>(%i1, %i0)[%b, %a]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0] -> ((((d1 mod 5) + (d0 - s0)) + ((s0 + 1) + s0)), (d1 + d1))>(%i0, %i1)[%c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[] -> (((d1 + 12) * 5), ((-6 + 10) * 2))>(%i1, %i0)[]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0] -> (s0, ((d1 floordiv 16) * s0), (((9 * 1) - d0) + ((d1 * s0) * 16)))>(%i1, %i0)[%a]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
