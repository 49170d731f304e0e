// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0] -> (((s0 ceildiv 1) ceildiv 5), ((s0 floordiv 16) + (s0 - s0)), (s0 - s0))>()[%b]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[] -> (-7)>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.min affine_map<()[s0] -> (((s0 + (s0 ceildiv 5)) ceildiv 5))>()[%c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (2)>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 16 step 1 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> ((((s1 + s1) - (d0 floordiv 4)) * 4))>(%i0)[%a, %c]
    "test.use"(%r0) : (index) -> ()
    %q0 = affine.apply affine_map<(d0)[s0] -> (((9 + -9) floordiv 2))>(%r0)[%b]
    "test.use"(%q0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%i0)[%c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.max affine_map<(d0)[s0] -> (((d0 - d0) - d0))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0, s1] -> (((s0 mod 16) + (d0 + s0)), d0)>(%i0)[%a, %b]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 8 {
    affine.for %i1 = 0 to 8 step 1 {
      %r0 = affine.max affine_map<(d0, d1)[s0, s1] -> ((d1 * 16), s1, s0)>(%i1, %i0)[%c, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[] -> (((-4 + -8) - 8), (6 ceildiv 5), (-2 * 4))>(%i0, %i1)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0, s1] -> ((d0 + (d0 - (d1 mod 5))), ((d0 + d1) * 4))>(%i1, %i0)[%a, %b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[] -> (((d1 + (-2 - 12)) + (8 mod 2)), (d1 - d0), (12 ceildiv 1))>(%i0, %i1)[]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[] -> (-7)>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0))>()[%b, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.min affine_map<()[] -> (((-5 - -1) mod 3), ((4 + 10) floordiv 1), ((-7 + (2 - -4)) mod 2))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0] -> ((s0 - s0))>()[%c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((2 + ((-7 floordiv 3) ceildiv 4)))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0] -> (s0, s0, (((-1 * 5) * 4) * 4))>()[%c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.min affine_map<()[s0] -> ((s0 floordiv 1), (((s0 + s0) ceildiv 2) mod 1), (s0 mod 5))>()[%a]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0, s1] -> (-9, (s0 * 3), (s1 floordiv 4))>()[%c, %a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 4 {
    affine.for %i1 = 0 to %a step 1 {
      affine.for %i2 = 0 to 16 step 2 {
        %r0 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((d2 mod 3), (((d2 mod 1) + d0) * 5))>(%i1, %i0, %i2)[%a, %b]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> ((d2 ceildiv 2))>(%i1, %i0, %i2)[%b, %c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[] -> ((((8 ceildiv 1) + (6 mod 1)) + d1), ((d0 * 4) - (4 - d0)), ((0 floordiv 1) floordiv 3))>(%i1, %i2, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0] -> ((s0 mod s0), 4)>(%i1, %i2, %i0)[%a]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
