// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 1 {
    affine.for %i1 = 0 to %a step 2 {
      affine.for %i2 = 0 to %a step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((d0 + -6) + (s0 * 5)))>(%i2, %i0, %i1)[%a, %a]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((s0 floordiv 8) ceildiv 8))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (((8 mod 1) - (6 mod 1)))>(%i2, %i1, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[] -> ((-3 + ((-5 mod 16) + 1)))>(%i0, %i1, %i2)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> ((((d0 + 7) + (-1 + d0)) + ((-5 mod 8) + (d1 ceildiv 8))), 4, ((d1 + (d0 floordiv 4)) mod 5))>(%i0, %i1, %i2)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> (((0 mod 1) floordiv 2))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> ((-9 + s0))>()[%c]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> ((s0 mod 4))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0, s1] -> (s0)>()[%a, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 4 {
    %r0 = affine.min affine_map<(d0)[] -> ((-6 floordiv 8), (((-4 + -5) floordiv 2) mod 16), d0)>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 4) mod 3))>(%i0)[%a]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (4)>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 + 5) mod 3))>(%i0)[%b, %a]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 mod 5) mod 4))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0, s1] -> (d0)>(%i0)[%b, %a]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 8) ceildiv 8))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 32 step 8 {
    %r0 = affine.max affine_map<(d0)[s0] -> ((((s0 + d0) + (8 ceildiv s0)) floordiv 16), (d0 mod s0))>(%i0)[%c]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[] -> ((d0 - 10))>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 3) + (d0 floordiv 16)))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[] -> ((-6 - d0))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 * -2) mod 4))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0] -> ((10 + (((d0 + s0) ceildiv s0) * s0)))>(%i0)[%a]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (((-2 * 5) + (1 * 4)))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 4 {
    affine.for %i1 = 0 to 32 step 1 {
      affine.for %i2 = 0 to %a step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> (d2)>(%i1, %i2, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.max affine_map<(d0, d1, d2)[s0] -> ((3 floordiv 16))>(%i0, %i1, %i2)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (((2 * 1) + (d1 ceildiv 5)))>(%i0, %i1, %i2)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (d1, ((-5 mod 5) ceildiv 8))>(%i2, %i0, %i1)[%b, %b]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 1 {
    affine.for %i1 = 1 to 32 step 1 {
      affine.for %i2 = 4 to 64 step 8 {
        %r0 = affine.max affine_map<(d0, d1, d2)[s0] -> ((((-1 + (d1 + s0)) mod 2) * s0), 7, ((d2 + (s0 + s0)) floordiv 4))>(%i1, %i2, %i0)[%a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> ((d2 + 12))>(%i1, %i0, %i2)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0] -> ((d2 + s0), ((((s0 + 2) * 3) - (s0 + (s0 - 9))) floordiv s0))>(%i1, %i2, %i0)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((-8 + d0))>(%i2, %i0, %i1)[%a, %c]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (s0)>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
