// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((((-3 + -4) - (0 floordiv 8)) floordiv 3))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[] -> (2)>()[]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> ((s0 * -2))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0] -> (((s0 * 5) ceildiv 5))>()[%c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0] -> ((s0 + s0), s0)>()[%c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 2 {
    affine.for %i1 = 0 to 64 step 8 {
      affine.for %i2 = 0 to 32 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d1 * 1))>(%i1, %i2, %i0)[%b]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (((d2 floordiv 2) mod 4))>(%i2, %i0, %i1)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (s1, ((d0 floordiv 3) * 5))>(%i0, %i1, %i2)[%c, %b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> (s1, (d2 - -3))>(%i0, %i2, %i1)[%b, %c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 16 step 1 {
    affine.for %i1 = 0 to 64 step 8 {
      %r0 = affine.max affine_map<(d0, d1)[] -> ((-3 + ((d1 - 6) + 0)))>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[] -> ((3 + 8), (3 + d0))>(%i0, %i1)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (s0)>(%i0, %i1)[%c]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.min affine_map<(d0, d1)[s0, s1] -> (((12 - 10) * 4), d1)>(%i1, %i0)[%c, %c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 4 {
    %r0 = affine.apply affine_map<(d0)[s0] -> (((2 - d0) mod 16))>(%i0)[%c]
    "test.use"(%r0) : (index) -> ()
    %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 4) - s0))>(%r0)[%b]
    "test.use"(%q0) : (index) -> ()
    %r1 = affine.max affine_map<(d0)[s0, s1] -> (d0, s0, (((6 - s1) - d0) + d0))>(%i0)[%b, %c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0] -> ((12 floordiv 2))>(%i0)[%a]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 + d0) - (s0 mod 8)))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0] -> (((-6 floordiv 1) + (s0 + d0)))>(%i0)[%c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> ((s0 mod 1))>()[%c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> ((7 - s1))>()[%a, %a]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%b, %b]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 floordiv 5) mod 1))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (8)>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 8 {
    affine.for %i1 = 0 to 16 step 1 {
      affine.for %i2 = 4 to 16 step 8 {
        %r0 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((1 floordiv 16))>(%i1, %i0, %i2)[%c, %a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.max affine_map<(d0, d1, d2)[] -> (((3 mod 16) mod 5), (((1 + -6) ceildiv 16) ceildiv 16))>(%i1, %i0, %i2)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> (d1)>(%i2, %i0, %i1)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d1)>(%i1, %i2, %i0)[%c, %c]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> ((s0 ceildiv 5))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
