// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 2 {
    %r0 = affine.max affine_map<(d0)[] -> ((((-1 * 4) floordiv 2) - ((8 + d0) - (d0 - d0))), (((7 floordiv 5) - (d0 floordiv 1)) + -8))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0] -> (s0, (d0 + d0))>(%i0)[%c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0] -> ((-2 - s0))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> ((s0 ceildiv 1))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[s0] -> (s0, d0, (((d0 + s0) - (d0 + s0)) floordiv 8))>(%i0)[%c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> (-3)>()[]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((-6 + s0) ceildiv 16))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0] -> ((s0 * 16))>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (9)>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> ((s1 + s1))>()[%c, %a]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) floordiv 2))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 8 {
    %r0 = affine.min affine_map<(d0)[s0] -> ((-4 mod 1), (s0 * 5))>(%i0)[%a]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%i0)[%a]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 2) mod 3))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0] -> ((d0 + ((d0 - s0) * -2)))>(%i0)[%a]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[s0] -> ((((s0 * 3) floordiv 2) + d0))>(%i0)[%b]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 2 {
    affine.for %i1 = 1 to %a step 1 {
      %r0 = affine.min affine_map<(d0, d1)[s0] -> (s0, 2, (s0 ceildiv 3))>(%i0, %i1)[%b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.min affine_map<(d0, d1)[s0, s1] -> (9)>(%i0, %i1)[%c, %a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.max affine_map<(d0, d1)[s0, s1] -> ((d0 + -2))>(%i1, %i0)[%a, %b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0] -> ((d1 - (s0 floordiv 5)))>(%i0, %i1)[%b]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 1 {
    affine.for %i1 = 4 to 8 step 4 {
      affine.for %i2 = 0 to 64 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((s0 - d0))>(%i1, %i2, %i0)[%c]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> ((s0 + s0), ((d1 * 1) mod 5))>(%i1, %i0, %i2)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0)>(%i2, %i1, %i0)[%b, %b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((((d0 + s0) ceildiv 4) + s0))>(%i2, %i1, %i0)[%a]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0, s1] -> ((s1 * 8), s0)>()[%b, %b]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (s0, (((s1 floordiv 4) * 8) + s1), (((s1 ceildiv 2) * 1) floordiv 5))>()[%b, %b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((s1 - s1))>()[%c, %c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> ((12 mod 3))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
