// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[] -> ((0 + (2 + -4)), (((-9 * 8) floordiv 3) - ((9 * 16) floordiv 3)), (3 floordiv 4))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (s1, s1)>()[%a, %a]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> ((((8 * 2) - -3) ceildiv 1))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 1) * 5))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0] -> ((s0 - s0))>()[%c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 1 {
    affine.for %i1 = 4 to 16 step 8 {
      affine.for %i2 = 4 to 32 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> (2)>(%i2, %i0, %i1)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((2 mod 16) * -2))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (((11 ceildiv 3) ceildiv 5))>(%i1, %i0, %i2)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 - s0) - (4 * 1)))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (2)>(%i1, %i2, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> (12)>(%i0, %i1, %i2)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> ((s0 ceildiv 2))>()[%b]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 2) * 2))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0] -> ((s0 + s0), ((s0 floordiv 3) floordiv 4), s0)>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (((s1 mod s1) + (4 mod 5)))>()[%c, %b]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> ((11 * 8))>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((((-1 + 5) - 1) ceildiv 5))>()[]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 - s0) - (s0 mod 5)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (((s1 mod 8) - (s1 ceildiv 1)))>()[%c, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((s1 * 5))>()[%b, %b]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> ((s0 - (4 ceildiv 4)))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> (((s0 floordiv 4) + s0))>()[%c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (((s0 floordiv 8) floordiv 4))>()[%c, %a]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((-9 floordiv 16) + (d0 + s0)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.apply affine_map<()[] -> ((-6 - -2))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0] -> (s0, ((s0 - s0) * 2))>()[%a]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0] -> (((s0 ceildiv 1) * 1), ((2 * 16) + (s0 ceildiv 2)))>()[%a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 4 {
    affine.for %i1 = 0 to 8 step 2 {
      %r0 = affine.max affine_map<(d0, d1)[] -> (3, (5 mod 1), ((d0 + -7) * 8))>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0, s1] -> (12)>(%i0, %i1)[%b, %c]
      "test.use"(%r1) : (index) -> ()
      %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 + -9) + (d0 + d0)))>(%r1)[%b]
      "test.use"(%q1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0, s1] -> ((((d1 + s0) floordiv 5) + ((d1 floordiv 3) floordiv 1)), ((s1 + d0) + (-4 mod 1)), (2 + -5))>(%i1, %i0)[%c, %a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d1 + (d1 * 4)))>(%i1, %i0)[%a, %a]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> ((s0 - (s0 floordiv 1)))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
