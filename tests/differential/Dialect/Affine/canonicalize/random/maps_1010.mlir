// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 1 {
    %r0 = affine.min affine_map<(d0)[s0, s1] -> ((((s0 ceildiv 8) * 3) floordiv s0))>(%i0)[%a, %a]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0, s1] -> (d0)>(%i0)[%a, %c]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((-3 floordiv 3) + -7))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.max affine_map<(d0)[s0] -> (s0, d0)>(%i0)[%b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[] -> ((2 * 2), 10)>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 4 {
    %r0 = affine.min affine_map<(d0)[s0] -> ((d0 + ((s0 + d0) * s0)), ((((s0 floordiv 3) * -2) mod 4) floordiv s0))>(%i0)[%c]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.max affine_map<(d0)[s0] -> (s0, d0, ((s0 mod 4) * s0))>(%i0)[%c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[s0] -> (((s0 floordiv s0) * 16))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[] -> (((d0 + ((d0 * 8) - (7 mod 1))) mod 16), ((d0 floordiv 8) + (-3 mod 16)), (8 floordiv 3))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 8 {
    %r0 = affine.min affine_map<(d0)[s0, s1] -> (((s0 - s1) - (d0 ceildiv 5)))>(%i0)[%b, %c]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[] -> ((((9 floordiv 5) - 10) - 8), 9, ((((-1 - d0) + (-8 + -9)) mod 8) + (((-4 floordiv 5) * 16) + (d0 - 3))))>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0, s1] -> (s0, (s0 + (d0 ceildiv 5)))>(%i0)[%c, %b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[s0] -> (((s0 + s0) * 1), ((s0 - d0) mod 4), (d0 * 4))>(%i0)[%a]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 64 step 4 {
    affine.for %i1 = 4 to 16 step 2 {
      %r0 = affine.max affine_map<(d0, d1)[] -> ((-2 - (d0 floordiv 5)), (d0 * 3), -5)>(%i0, %i1)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0] -> (((-9 - (d0 + -3)) ceildiv 3), (((s0 - s0) + (d1 - s0)) * 8), (s0 * 2))>(%i0, %i1)[%c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.max affine_map<(d0, d1)[] -> ((d0 + 3))>(%i0, %i1)[]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[] -> ((d0 floordiv 3))>(%i1, %i0)[]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 16 step 4 {
    affine.for %i1 = 0 to %a step 2 {
      affine.for %i2 = 1 to 8 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> ((d2 - 5))>(%i0, %i1, %i2)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> ((d0 mod 3))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (d2)>(%i0, %i2, %i1)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 - d0) floordiv 3))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((d2 floordiv s1))>(%i0, %i1, %i2)[%b, %c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> (((d2 - d0) floordiv 5), d2, -2)>(%i2, %i0, %i1)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 4 {
    %r0 = affine.min affine_map<(d0)[] -> (-7, (((d0 + -6) - (d0 + d0)) + ((d0 * 5) - (d0 - d0))), (d0 + -2))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0, s1] -> (((-8 + s1) + ((-4 - 1) - (s0 + 2))))>(%i0)[%b, %c]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.max affine_map<(d0)[s0, s1] -> ((((d0 - d0) mod s1) floordiv s1), (d0 * s1), (-3 + 6))>(%i0)[%a, %a]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[] -> ((d0 mod 16))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
