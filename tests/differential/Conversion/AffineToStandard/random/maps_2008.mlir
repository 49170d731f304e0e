// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 4 {
    %r0 = affine.apply affine_map<(d0)[] -> ((8 * 16))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.max affine_map<(d0)[s0] -> ((((4 ceildiv 3) floordiv 16) mod 1))>(%i0)[%a]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0] -> ((s0 + s0), (d0 + d0))>(%i0)[%b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[] -> (((-2 * 1) mod 3), -7, d0)>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 32 step 8 {
    affine.for %i1 = 1 to 16 step 4 {
      %r0 = affine.apply affine_map<(d0, d1)[] -> ((7 * 3))>(%i0, %i1)[]
      "test.use"(%r0) : (index) -> ()
      %q0 = affine.apply affine_map<(d0)[s0] -> (((s0 mod 2) + s0))>(%r0)[%b]
      "test.use"(%q0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0] -> (((0 - s0) ceildiv 8))>(%i0, %i1)[%a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.max affine_map<(d0, d1)[] -> ((((d0 + d0) floordiv 8) + ((-4 - d1) floordiv 3)), (-2 mod 1), (((-6 + 6) + (d0 ceildiv 1)) mod 4))>(%i0, %i1)[]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0, s1] -> ((s1 floordiv 8), ((d1 mod 4) floordiv 1), (s1 + s1))>(%i0, %i1)[%b, %c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 4 {
    affine.for %i1 = 1 to 8 step 1 {
      affine.for %i2 = 1 to 16 step 1 {
        %r0 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> ((-8 floordiv 2))>(%i2, %i0, %i1)[%c, %b]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> ((-3 * 3), (d2 + (d1 + s0)))>(%i0, %i1, %i2)[%a, %a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> ((-5 floordiv 1))>(%i0, %i2, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((11 - s0) + (s0 * 5)))>(%i0, %i1, %i2)[%a, %a]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> ((s0 + (10 + s0)))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0] -> ((s0 floordiv 16), ((s0 - s0) + (2 + s0)), s0)>()[%c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (0, 9)>()[%a, %a]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (((s1 ceildiv 16) + (8 - s0)))>()[%b, %c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> (s0)>()[%a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 32 step 1 {
    %r0 = affine.apply affine_map<(d0)[s0] -> ((d0 ceildiv 16))>(%i0)[%b]
    "test.use"(%r0) : (index) -> ()
    %q0 = affine.apply affine_map<(d0)[s0] -> (6)>(%r0)[%b]
    "test.use"(%q0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0, s1] -> (12)>(%i0)[%c, %a]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((5 - 0) * 1))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[] -> (-8, (8 floordiv 1), (((9 mod 3) mod 5) floordiv 5))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0] -> (((d0 + s0) + (s0 + d0)), (d0 - s0))>(%i0)[%b]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to %a step 4 {
    affine.for %i1 = 0 to 16 step 1 {
      affine.for %i2 = 1 to %a step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((((d0 * 4) - (s0 mod 4)) mod 3))>(%i1, %i0, %i2)[%a]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.max affine_map<(d0, d1, d2)[] -> ((4 + -1), (2 ceildiv 16), (d1 + 7))>(%i1, %i0, %i2)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (d0)>(%i0, %i2, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 - 2) * 4))>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> (d2)>(%i0, %i1, %i2)[%b, %b]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
