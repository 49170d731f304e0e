// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %i1 = 0 to 16 step 1 {
      affine.for %i2 = 4 to 32 step 1 {
        %r0 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (((d2 + s1) - (12 floordiv 1)))>(%i2, %i0, %i1)[%a, %a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (((5 + (d2 ceildiv 16)) * 3))>(%i1, %i0, %i2)[%c, %b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((-7 ceildiv 16))>(%i0, %i1, %i2)[%b, %c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((s0 mod 8))>(%i0, %i1, %i2)[%c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 2 {
    affine.for %i1 = 1 to 8 step 8 {
      %r0 = affine.min affine_map<(d0, d1)[s0, s1] -> ((((s1 ceildiv 2) + (s1 + d0)) + ((s0 + d0) + d1)))>(%i1, %i0)[%c, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0, s1] -> (d0)>(%i0, %i1)[%a, %b]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> (1)>(%i0, %i1)[%b, %b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0, s1] -> (((d1 * 3) ceildiv 16), (d0 * -2), (s1 + d0))>(%i1, %i0)[%c, %c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 1 {
    affine.for %i1 = 4 to 64 step 1 {
      %r0 = affine.min affine_map<(d0, d1)[s0] -> ((d1 mod 4), d1)>(%i0, %i1)[%b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 4))>(%i1, %i0)[%a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[] -> (((5 mod 8) ceildiv 16), (d0 ceildiv 8))>(%i1, %i0)[]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[] -> (-4)>(%i0, %i1)[]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 4) ceildiv 1))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 16 step 1 {
    affine.for %i1 = 1 to 32 step 1 {
      affine.for %i2 = 1 to 64 step 1 {
        %r0 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((4 + s1))>(%i1, %i2, %i0)[%c, %c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> ((d2 - (-8 ceildiv 1)))>(%i1, %i0, %i2)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> ((s0 mod 16))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> (s1, (s1 * 2))>(%i0, %i2, %i1)[%a, %c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((d0 floordiv 4))>(%i2, %i1, %i0)[%b, %b]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> ((s0 ceildiv 3))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0, s1] -> ((s0 + (9 * 16)), 7)>()[%a, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0] -> ((s0 + s0))>()[%a]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[] -> ((6 floordiv 8))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> ((((1 ceildiv 16) floordiv 1) ceildiv 8))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 16 step 1 {
    affine.for %i1 = 4 to 64 step 8 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (d0)>(%i0, %i1)[%b, %a]
      "test.use"(%r0) : (index) -> ()
      %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
      "test.use"(%q0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[] -> (((-9 * 16) mod 5))>(%i1, %i0)[]
      "test.use"(%r1) : (index) -> ()
      %q1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r1)[%b]
      "test.use"(%q1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0] -> ((-8 + s0))>(%i1, %i0)[%b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0] -> ((d1 floordiv 8), (s0 + d1), (d1 ceildiv 5))>(%i1, %i0)[%b]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
