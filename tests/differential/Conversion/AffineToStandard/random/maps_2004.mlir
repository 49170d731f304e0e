// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (s0)>()[%c, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (((s0 floordiv 2) - 7), (s0 floordiv 3))>()[%b, %b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> ((s0 * 8))>()[%c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0, s1] -> (((s1 * -2) + (s0 * 16)), s0, (s0 + s0))>()[%a, %b]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> ((s0 ceildiv 5))>()[%b]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 8) + (3 * -2)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0] -> ((s0 + ((s0 + s0) * 5)), ((4 mod 2) - (s0 floordiv 1)))>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.min affine_map<()[] -> ((((10 * 4) + 3) * -2), (((4 mod 3) ceildiv 3) mod 16), (4 * 4))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0, s1] -> ((s0 + s0), ((s1 * 16) + (s0 + s0)), (s0 * -2))>()[%c, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 64 step 1 {
    affine.for %i1 = 0 to %a step 1 {
      affine.for %i2 = 0 to 32 step 4 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((s0 * 16) + (d2 + s0)))>(%i1, %i0, %i2)[%a, %c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d2 - s0))>(%i1, %i0, %i2)[%c]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (((s0 - s0) + (s0 floordiv 1)))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[] -> ((d2 floordiv 3), (0 mod 1), (d2 * 3))>(%i1, %i0, %i2)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((-4 * 4))>(%i2, %i1, %i0)[%b, %a]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 1 {
    affine.for %i1 = 1 to 8 step 2 {
      affine.for %i2 = 4 to %a step 2 {
        %r0 = affine.max affine_map<(d0, d1, d2)[s0] -> ((s0 + d1), (-5 * 4), ((d1 + d1) floordiv 3))>(%i1, %i2, %i0)[%a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> ((((s0 * 3) + (d1 ceildiv 16)) mod 8))>(%i0, %i1, %i2)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[s0] -> ((d1 ceildiv 2), (-3 ceildiv 2))>(%i1, %i0, %i2)[%a]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0] -> (((s0 ceildiv 5) - (d1 * 4)), (((d1 - d0) + d2) * 1), (d0 mod 16))>(%i2, %i0, %i1)[%c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> ((s0 floordiv 8))>()[%a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (s0, (s0 floordiv 16), s0)>()[%b, %a]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((s1 ceildiv 2))>()[%a, %b]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (1)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (0)>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 * 16) mod 2))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((((8 + 5) + (-3 + 2)) mod 3))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0] -> ((((6 floordiv 3) + (s0 floordiv 2)) ceildiv 5))>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((9 ceildiv 5))>()[%b, %b]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[] -> ((4 * 5), (2 ceildiv 4))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
