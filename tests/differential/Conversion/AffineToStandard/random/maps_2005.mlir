// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 4 {
    affine.for %i1 = 0 to 16 step 4 {
      affine.for %i2 = 1 to 64 step 1 {
        %r0 = affine.max affine_map<(d0, d1, d2)[] -> (d1)>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((s0 - d2) ceildiv 5))>(%i2, %i0, %i1)[%a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> (d0, (((s1 - d2) mod 1) + d0))>(%i2, %i0, %i1)[%b, %c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[] -> (7)>(%i0, %i1, %i2)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 4 {
    %r0 = affine.min affine_map<(d0)[s0, s1] -> (((-2 ceildiv 16) - (d0 floordiv 1)), 1, (-8 + d0))>(%i0)[%a, %b]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0, s1] -> (d0, d0, d0)>(%i0)[%b, %c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[] -> ((((d0 + -8) ceildiv 8) + d0))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (-1)>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[] -> ((-7 ceildiv 4))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 32 step 1 {
    affine.for %i1 = 0 to 8 step 8 {
      affine.for %i2 = 4 to %a step 1 {
        %r0 = affine.min affine_map<(d0, d1, d2)[] -> (9, (((8 * 1) * 1) + (10 - (d0 mod 3))))>(%i0, %i2, %i1)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (((d1 floordiv 8) floordiv 4), -8, (d0 + d0))>(%i0, %i2, %i1)[%a, %a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((d1 + ((d1 + d0) + (d1 + -7))))>(%i0, %i1, %i2)[%a, %b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((-5 + (d1 * 5)))>(%i0, %i1, %i2)[%a]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 4) * 2))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 4 {
    affine.for %i1 = 4 to 8 step 8 {
      affine.for %i2 = 4 to 8 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> ((-6 ceildiv 1))>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 + 9) + s0))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> ((s0 - s0))>(%i0, %i1, %i2)[%a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d0 - d1))>(%i2, %i1, %i0)[%c]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (s0)>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((s1 ceildiv 1))>(%i0, %i2, %i1)[%c, %b]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 * 8) - (d0 + s0)))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> (-8)>()[]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> ((s0 + (11 floordiv 5)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (s0)>()[%a]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((s0 + s0) - d0))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0, s1] -> (s1, ((s0 + 0) + s1), s0)>()[%b, %a]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0, s1] -> (s1)>()[%b, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 1 {
    %r0 = affine.max affine_map<(d0)[] -> ((2 - 8), (d0 mod 1), ((11 - d0) mod 3))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.max affine_map<(d0)[] -> ((d0 - d0), -2, (((12 mod 4) mod 3) + 1))>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0] -> ((s0 - 1))>(%i0)[%a]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 floordiv 16) + (d0 + s0)))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0, s1] -> ((-7 + s0))>(%i0)[%a, %c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
