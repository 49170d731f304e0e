// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (((s0 ceildiv s0) floordiv 16))>()[%c, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%b, %c]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> ((8 + (d0 + s0)))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> ((-8 * 5))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.max affine_map<()[] -> (((5 - 1) * 1), ((4 + -6) - -8))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> (-2)>()[]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((s0 mod 4) floordiv 2))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (((s0 * 5) mod s0))>()[%c]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((6 * 1) + (s0 - d0)))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (((9 floordiv 2) + (1 + 1)))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> ((s0 + (s0 mod 1)))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.max affine_map<()[] -> (((((8 mod 8) floordiv 4) mod 2) + (((8 * 1) floordiv 8) - -5)), 11)>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 16 step 1 {
    affine.for %i1 = 1 to 8 step 4 {
      affine.for %i2 = 1 to 16 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((d2 ceildiv 3))>(%i2, %i0, %i1)[%c, %b]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (d2)>(%i1, %i0, %i2)[%c, %a]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[] -> ((0 floordiv 16))>(%i1, %i0, %i2)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> ((d1 mod 2), -6)>(%i2, %i1, %i0)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 2 {
    %r0 = affine.apply affine_map<(d0)[] -> ((d0 mod 16))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 3) - 1))>(%r0)[%b]
    "test.use"(%q0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[] -> (((-4 + (-4 ceildiv 5)) mod 16), d0)>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0, s1] -> ((((d0 * 1) - (s0 + d0)) + ((d0 * 8) - (6 - d0))), ((d0 + s0) floordiv 16))>(%i0)[%b, %c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[] -> ((3 + d0))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 32 step 2 {
    affine.for %i1 = 0 to 8 step 8 {
      affine.for %i2 = 4 to 32 step 8 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> (((((7 mod 16) ceildiv 16) + ((0 - 0) + (d0 * 4))) + -5))>(%i2, %i1, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((s0 mod 5) * 3))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> ((9 floordiv 4))>(%i2, %i1, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> (2)>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((8 - s0) mod 3))>(%i0, %i2, %i1)[%c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[] -> (12, (-3 + 9))>(%i0, %i1, %i2)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> (s0)>()[%c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (((s0 + s0) mod s0))>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0, s1] -> (s0, ((((s1 mod 3) + (s1 floordiv s1)) ceildiv s1) + s0))>()[%c, %b]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%a, %b]
  "test.use"(%r3) : (index) -> ()
  return
}
