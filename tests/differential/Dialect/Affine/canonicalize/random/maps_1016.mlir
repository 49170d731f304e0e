// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 1 {
    affine.for %i1 = 0 to 32 step 4 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d1 + (d1 ceildiv 16)))>(%i0, %i1)[%c, %b]
      "test.use"(%r0) : (index) -> ()
      %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
      "test.use"(%q0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0] -> ((d1 * 3))>(%i1, %i0)[%b]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> ((6 * s0))>(%i1, %i0)[%b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0] -> (s0)>(%i1, %i0)[%c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0, s1] -> ((s0 + s0))>()[%a, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> (((4 + ((2 mod 16) floordiv 3)) mod 4), ((8 ceildiv 8) mod 3))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[] -> ((11 + -6), 2)>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (-8)>()[]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) * 4))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0] -> ((s0 mod 8), (s0 ceildiv 3), s0)>()[%b]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0, s1] -> (((s0 * s0) + s0))>()[%c, %b]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((5 - d0) mod 1))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (3)>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.max affine_map<()[s0, s1] -> ((s0 - s0), s0)>()[%c, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 4 {
    %r0 = affine.min affine_map<(d0)[s0, s1] -> (s1, (d0 - d0))>(%i0)[%c, %a]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[] -> ((d0 floordiv 4))>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %q1 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) - (d0 + d0)))>(%r1)[%b]
    "test.use"(%q1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0] -> (s0, (s0 mod s0), (d0 floordiv 8))>(%i0)[%a]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[] -> (2, ((-1 ceildiv 5) - (d0 ceildiv 5)))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 1 {
    affine.for %i1 = 1 to 64 step 1 {
      %r0 = affine.apply affine_map<(d0, d1)[] -> (d1)>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0] -> (((s0 ceildiv 3) mod 2))>(%i0, %i1)[%a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> (s0)>(%i1, %i0)[%c, %a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[] -> (((d1 * 8) + (((9 + 12) mod 2) - ((-7 - d0) * 2))))>(%i1, %i0)[]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (9)>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %i1 = 0 to 64 step 4 {
      affine.for %i2 = 4 to %a step 8 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((((d2 * 1) ceildiv 2) - (d1 mod 16)) ceildiv 3))>(%i0, %i1, %i2)[%b]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> (((-9 - (d2 + -2)) * s0))>(%i2, %i1, %i0)[%c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> ((((d1 mod 16) mod s0) + ((d0 + d2) floordiv s1)), ((d1 + ((d2 ceildiv 1) - 5)) floordiv s0), (((8 floordiv s1) + (s1 floordiv s0)) - ((s0 - s1) * 1)))>(%i2, %i1, %i0)[%b, %c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((((d0 * 3) - s0) mod s0))>(%i0, %i2, %i1)[%b, %b]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 floordiv 2) floordiv 16))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
