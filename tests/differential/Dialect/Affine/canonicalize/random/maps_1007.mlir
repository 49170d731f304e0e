// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> ((s0 floordiv s0))>()[%a, %a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> (((s1 - -8) mod 4))>()[%c, %a]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((4 * 3) - (s0 + s0)))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0, s1] -> (s0, (s1 floordiv s0), (s0 mod 4))>()[%b, %a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 16 step 1 {
    affine.for %i1 = 1 to 8 step 1 {
      %r0 = affine.max affine_map<(d0, d1)[s0, s1] -> ((((s0 + (8 ceildiv 1)) mod 1) * 5), ((d1 * 1) - 7), (d0 mod 3))>(%i1, %i0)[%c, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0, s1] -> (((s1 ceildiv 1) - d0))>(%i1, %i0)[%b, %c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> ((((d1 ceildiv 16) * 1) + ((d1 floordiv 16) + (d1 floordiv 4))))>(%i0, %i1)[%a]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 1) mod 5))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.min affine_map<(d0, d1)[] -> ((-9 - (10 - 12)))>(%i0, %i1)[]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 1 {
    affine.for %i1 = 1 to 16 step 8 {
      affine.for %i2 = 1 to 64 step 2 {
        %r0 = affine.max affine_map<(d0, d1, d2)[] -> ((((-1 + 6) * 16) + -8), ((9 mod 5) * 5))>(%i2, %i0, %i1)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.max affine_map<(d0, d1, d2)[] -> (((2 mod 16) mod 16), ((5 - 4) * -2), ((5 + ((d1 floordiv 1) mod 8)) mod 16))>(%i0, %i2, %i1)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((d1 ceildiv 2))>(%i1, %i0, %i2)[%a, %c]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 mod 2) + d0))>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[s0] -> (((((d1 + d0) mod s0) + ((s0 floordiv s0) ceildiv 3)) floordiv 1))>(%i2, %i0, %i1)[%c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (((s0 floordiv 8) floordiv 8))>()[%b, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> (((s0 - s0) + (s1 * 1)), ((s0 - s1) ceildiv 16), ((s1 floordiv 4) * 1))>()[%b, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (s0)>()[%b, %b]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 + d0) + (d0 floordiv 2)))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> (s0)>()[%a, %b]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 - s0) + (d0 floordiv 8)))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 8 step 2 {
    %r0 = affine.apply affine_map<(d0)[s0, s1] -> (((s1 ceildiv 5) * -2))>(%i0)[%b, %c]
    "test.use"(%r0) : (index) -> ()
    %q0 = affine.apply affine_map<(d0)[s0] -> (((6 * 16) ceildiv 5))>(%r0)[%b]
    "test.use"(%q0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> (((-6 floordiv 5) ceildiv 16))>(%i0)[%b]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[] -> ((((5 ceildiv 4) floordiv 2) floordiv 4), ((((10 floordiv 16) + (9 + 2)) + ((d0 * 8) * 16)) * 8))>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0] -> (((((d0 + d0) + (s0 floordiv 4)) mod 16) floordiv 5), ((((s0 floordiv 1) ceildiv 8) floordiv 4) mod 5), (((d0 floordiv 16) * 4) * 16))>(%i0)[%c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 4) ceildiv 3))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (((9 mod 3) ceildiv 16))>()[%a]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%c, %a]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (((-3 + 3) - 4))>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 ceildiv 1) ceildiv 16))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
