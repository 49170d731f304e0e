// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (((s0 floordiv 16) mod 4))>()[%c, %a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> (((s1 - s0) + (s0 + s1)))>()[%b, %b]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((11 + 10) + (d0 ceildiv 4)))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.max affine_map<()[] -> (((8 - 2) floordiv 16))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> (s0)>()[%a, %a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 1 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> ((12 ceildiv 5))>(%i0)[%c, %b]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[] -> (((d0 floordiv 16) ceildiv 1))>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 * 2) + (d0 + d0)))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.max affine_map<(d0)[s0] -> ((s0 ceildiv 8), (d0 + -6))>(%i0)[%a]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0] -> (((d0 - (s0 + d0)) + ((s0 floordiv 3) mod 2)), d0, (s0 - ((s0 ceildiv 8) + (d0 floordiv 2))))>(%i0)[%a]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0, s1] -> ((s0 floordiv 3), (((s1 floordiv 16) + s0) * -2), (-1 + (s1 floordiv 5)))>()[%c, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> ((-6 ceildiv 4))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 3) * 5))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0, s1] -> (((s0 ceildiv 2) * 16), ((s1 * 8) + (s1 + 10)))>()[%a, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 2 {
    affine.for %i1 = 0 to 16 step 2 {
      affine.for %i2 = 0 to 16 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((s0 floordiv 4))>(%i1, %i2, %i0)[%a, %b]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[] -> ((((-7 + 0) mod 1) * 2), (((11 floordiv 4) * 4) + ((-9 ceildiv 16) * 4)), ((d0 + d2) floordiv 16))>(%i1, %i2, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((9 floordiv 2))>(%i1, %i2, %i0)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((((9 mod 2) + (s0 - s0)) * 16))>(%i2, %i0, %i1)[%a]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 4 {
    affine.for %i1 = 0 to 64 step 2 {
      %r0 = affine.min affine_map<(d0, d1)[] -> ((3 mod 5), (d0 + d1))>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0, s1] -> (s0, 10)>(%i0, %i1)[%b, %a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (s0)>(%i0, %i1)[%b]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((-6 mod 8) ceildiv 1))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0, s1] -> ((s0 floordiv 3), (d1 - d0), (d1 + (-7 + s1)))>(%i0, %i1)[%c, %a]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> (s0)>()[%c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> (-1, (-1 + -5), 9)>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[] -> (((-2 * 3) + (4 + (8 * 16))), ((-7 - (8 floordiv 2)) ceildiv 1), (-3 + -3))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r3) : (index) -> ()
  return
}
