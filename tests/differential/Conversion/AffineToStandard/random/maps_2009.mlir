// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 1 {
    affine.for %i1 = 1 to 16 step 2 {
      %r0 = affine.max affine_map<(d0, d1)[] -> (-8, (((10 * 4) floordiv 16) + ((-2 ceildiv 1) + (4 + d0))))>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0] -> (((d1 ceildiv 4) mod 16))>(%i0, %i1)[%a]
      "test.use"(%r1) : (index) -> ()
      %q1 = affine.apply affine_map<(d0)[s0] -> (((s0 * 5) mod 16))>(%r1)[%b]
      "test.use"(%q1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0] -> ((((10 * 8) + (s0 mod 3)) + ((d0 ceildiv 8) + (s0 floordiv 5))), (d1 + d1))>(%i0, %i1)[%a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((s1 ceildiv 4))>(%i0, %i1)[%a, %b]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> ((4 - (s0 - d0)))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %i1 = 0 to 32 step 4 {
      affine.for %i2 = 1 to 64 step 4 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> ((d0 + ((d1 - 5) ceildiv 16)))>(%i0, %i2, %i1)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> (((d2 floordiv 3) floordiv 8), (s0 - d0), (d0 ceildiv 16))>(%i2, %i0, %i1)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0] -> ((((-7 mod s0) + -4) mod 2), (((d1 + d1) + (s0 mod 3)) mod 4))>(%i2, %i1, %i0)[%b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[] -> (1, (9 floordiv 16), ((0 * 16) ceildiv 3))>(%i0, %i2, %i1)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 1 {
    affine.for %i1 = 1 to %a step 4 {
      affine.for %i2 = 0 to 8 step 1 {
        %r0 = affine.max affine_map<(d0, d1, d2)[] -> (-6, d1, (d0 + d2))>(%i0, %i1, %i2)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> ((9 ceildiv 1))>(%i1, %i2, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[] -> ((d1 + (d2 + -4)))>(%i2, %i1, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((((d1 ceildiv 2) ceildiv 3) mod 1), d0)>(%i1, %i0, %i2)[%b, %c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 2 {
    affine.for %i1 = 1 to 32 step 8 {
      affine.for %i2 = 4 to 64 step 4 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d2)>(%i2, %i0, %i1)[%a, %c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (12)>(%i1, %i2, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (6)>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[] -> ((d0 mod 3), ((d1 ceildiv 8) + d1))>(%i2, %i0, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[s0] -> (d2, 11, s0)>(%i1, %i2, %i0)[%c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 16 step 1 {
    affine.for %i1 = 1 to 8 step 1 {
      affine.for %i2 = 0 to %a step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((d2 floordiv 8) ceildiv 8))>(%i0, %i1, %i2)[%c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (-1)>(%i2, %i1, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> ((d1 mod 16))>(%i2, %i1, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[s0] -> (-8, ((8 floordiv 1) + s0))>(%i0, %i1, %i2)[%a]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 1 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> ((s1 floordiv s0))>(%i0)[%c, %c]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> ((10 + s0))>(%i0)[%b]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.max affine_map<(d0)[s0] -> (((s0 * s0) floordiv 8), d0, d0)>(%i0)[%b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[s0] -> (d0, d0)>(%i0)[%b]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
