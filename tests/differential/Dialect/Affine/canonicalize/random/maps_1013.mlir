// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 8 {
    affine.for %i1 = 0 to 64 step 1 {
      affine.for %i2 = 4 to 16 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d2)>(%i2, %i0, %i1)[%b, %c]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 4) - d0))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> ((d2 floordiv 8))>(%i1, %i0, %i2)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0] -> ((d0 * s0), s0, ((d0 floordiv s0) + s0))>(%i2, %i1, %i0)[%b]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0)>(%i0, %i1, %i2)[%a, %c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0] -> (0)>()[%c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%b, %b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0, s1] -> (((((s0 - s1) ceildiv s1) ceildiv 16) * 2), ((((7 - s1) + s1) + s1) + (((s0 mod 3) ceildiv 3) mod s1)))>()[%b, %c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0, s1] -> (s1)>()[%b, %a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 2 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> ((s0 + (s0 * -2)))>(%i0)[%a, %c]
    "test.use"(%r0) : (index) -> ()
    %q0 = affine.apply affine_map<(d0)[s0] -> ((s0 * 4))>(%r0)[%b]
    "test.use"(%q0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0, s1] -> ((s0 floordiv 8), (d0 + -6))>(%i0)[%b, %c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0, s1] -> (s0, ((((6 mod s1) + (d0 + s1)) floordiv s1) * s0), ((((s0 mod 2) ceildiv 4) * s1) * s0))>(%i0)[%c, %a]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[s0] -> (((s0 * 3) * -2))>(%i0)[%c]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (((-4 mod 5) + -7))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> (((-7 + (9 * 5)) + (12 floordiv 3)))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[] -> (((10 * 8) * 8))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (((5 + 4) - (-5 mod 16)))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (-6)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0] -> ((s0 * 16), ((((s0 mod 8) * 3) floordiv 2) ceildiv 4), (((s0 + s0) ceildiv 1) + ((9 * 3) floordiv 2)))>()[%b]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (9)>()[%a, %b]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 16) floordiv 4))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> ((10 mod 3), -9, (((-2 - (7 ceildiv 3)) + ((0 floordiv 1) ceildiv 8)) floordiv 5))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (10)>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (0)>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> ((s0 + (d0 - d0)))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((((10 floordiv 5) - (12 - -8)) mod 8))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> ((s0 + 11))>()[%c]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (-1)>()[%c, %c]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (11)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (-7)>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
