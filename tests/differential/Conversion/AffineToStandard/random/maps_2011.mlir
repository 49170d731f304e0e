// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 1 {
    %r0 = affine.max affine_map<(d0)[] -> ((d0 + d0))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0, s1] -> (((-8 + s0) + d0))>(%i0)[%c, %c]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((s0 * 3) mod 5))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0, s1] -> ((8 mod 1), (d0 ceildiv 8))>(%i0)[%c, %b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0, s1] -> (((6 - d0) mod 1))>(%i0)[%a, %c]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> ((d0 ceildiv 4))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 2 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> ((((s0 mod 5) - s1) ceildiv 2))>(%i0)[%c, %b]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[] -> (d0, ((-9 ceildiv 8) - 1))>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[] -> (((d0 ceildiv 1) mod 5), ((d0 + 4) mod 8), ((d0 mod 5) + -9))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[] -> ((12 floordiv 1), d0, -8)>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 8 {
    affine.for %i1 = 4 to 16 step 1 {
      affine.for %i2 = 0 to %a step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((6 + (s1 floordiv 4)))>(%i0, %i2, %i1)[%a, %c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((-9 mod 3))>(%i2, %i0, %i1)[%a, %b]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (((11 - d0) + (d0 floordiv 4)))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> ((3 mod 1))>(%i0, %i2, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0] -> (((-1 ceildiv 16) * 8), (((d1 floordiv 5) ceildiv 3) + ((9 + d2) ceildiv 5)), s0)>(%i1, %i2, %i0)[%c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 8 {
    %r0 = affine.min affine_map<(d0)[] -> (((-1 * 8) + (-2 + -9)), (4 mod 3), 7)>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0, s1] -> ((((8 floordiv 16) + (d0 floordiv 4)) floordiv 3), ((-1 floordiv 16) * 16))>(%i0)[%c, %b]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0] -> ((s0 ceildiv 1), (d0 ceildiv 2), (s0 floordiv 3))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0, s1] -> (((12 - s1) + (6 + d0)))>(%i0)[%a, %b]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 * 2) * -2))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to %a step 4 {
    affine.for %i1 = 4 to %a step 4 {
      %r0 = affine.min affine_map<(d0, d1)[s0] -> ((((d0 + d1) - (d0 ceildiv 2)) + s0), ((d1 ceildiv 16) + (s0 + d1)), ((s0 mod 5) floordiv 8))>(%i1, %i0)[%c]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0, s1] -> ((s0 + s1), (((d1 * 8) + (d1 floordiv 3)) - s1), ((2 floordiv 5) * 5))>(%i0, %i1)[%a, %b]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0] -> (d0, ((d0 - d0) ceildiv 2))>(%i1, %i0)[%b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0] -> (((s0 mod 3) floordiv 5))>(%i1, %i0)[%a]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (((4 + d0) ceildiv 3))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 32 step 8 {
    affine.for %i1 = 0 to 32 step 1 {
      affine.for %i2 = 4 to 32 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((((d2 * 16) * 3) mod 3))>(%i0, %i2, %i1)[%a, %c]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> ((6 ceildiv 3))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((s0 ceildiv 1) ceildiv 1))>(%i2, %i0, %i1)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((d2 - s0) floordiv 3))>(%i0, %i1, %i2)[%b, %b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0] -> (2)>(%i2, %i0, %i1)[%c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
