// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 64 step 1 {
    affine.for %i1 = 0 to 64 step 8 {
      affine.for %i2 = 0 to 16 step 1 {
        %r0 = affine.min affine_map<(d0, d1, d2)[] -> (((7 mod 16) ceildiv 4), (11 + d2))>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + -8))>(%i2, %i0, %i1)[%c, %a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (-2)>(%i1, %i0, %i2)[]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> ((3 ceildiv 8))>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> ((d1 mod 16), 4)>(%i2, %i1, %i0)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0, s1] -> (((s1 ceildiv 16) * 5), ((s1 + s1) ceildiv 5))>()[%b, %a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0, s1] -> (s0, ((s0 + 4) floordiv 1), ((s1 + (4 * 4)) + ((s0 - s1) * 3)))>()[%a, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> (((s0 mod 2) + (s0 * 5)))>()[%a]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> ((2 ceildiv 3))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0, s1] -> ((-8 mod 4), ((s0 floordiv 2) + (((s0 * 2) + (s0 - s0)) - ((s0 floordiv 1) - (s0 - s0)))))>()[%b, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0, s1] -> ((s0 + s1), (s1 * 8), (((s0 ceildiv 5) + s0) mod 8))>()[%c, %a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0] -> (s0, ((s0 floordiv 3) - (s0 + 2)))>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (((1 mod 2) - (((-1 floordiv 8) ceildiv 8) + 9)))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 - -5) + (4 * 8)))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0] -> (((s0 + s0) ceildiv 8), s0)>()[%a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> ((((s0 + s1) floordiv 4) - (s0 - (-6 mod 16))))>()[%c, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (s0)>()[%a]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((s0 ceildiv 4) mod 3))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0, s1] -> ((8 * 16), (-4 + (s0 + (s1 floordiv 3))), s0)>()[%a, %b]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (((-4 ceildiv 2) + (1 ceildiv 1)))>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 mod 5) floordiv 5))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 32 step 8 {
    affine.for %i1 = 4 to 32 step 1 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((2 ceildiv 16))>(%i0, %i1)[%c, %c]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0] -> (s0, (2 ceildiv 16), (((d1 floordiv 1) + (d1 + s0)) mod 8))>(%i1, %i0)[%c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (((((10 floordiv 3) * 5) * 3) mod 2))>(%i0, %i1)[%b]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((11 + d0) + (s0 ceildiv 5)))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[] -> (7)>(%i0, %i1)[]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0, s1] -> ((s1 * 8), ((((s0 + s1) + (s1 - s1)) mod 2) * 2))>()[%a, %b]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0] -> (((((s0 + s0) + (s0 ceildiv 8)) mod 5) floordiv 8), s0)>()[%c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> ((-1 - (3 mod 1)))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> (((((s1 - 0) + (s1 floordiv 4)) ceildiv 2) - s0))>()[%c, %b]
  "test.use"(%r3) : (index) -> ()
  return
}
