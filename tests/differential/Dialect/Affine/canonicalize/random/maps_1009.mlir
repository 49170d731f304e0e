// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 4 {
    %r0 = affine.max affine_map<(d0)[] -> ((12 + (5 floordiv 2)), (-3 + (0 ceildiv 4)))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0] -> ((((d0 - s0) + (d0 * s0)) mod s0))>(%i0)[%c]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0] -> (((-2 ceildiv 3) * s0), 6)>(%i0)[%b]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.max affine_map<(d0)[s0] -> ((s0 * 1))>(%i0)[%c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> (s0)>()[%a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[] -> (((-7 + -5) mod 5))>()[]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> ((s0 - d0))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (((-1 + -4) floordiv 16))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> ((-7 floordiv 8))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 1 {
    affine.for %i1 = 1 to 8 step 4 {
      %r0 = affine.min affine_map<(d0, d1)[] -> (((-2 - d1) * -2), ((((5 - 10) mod 5) mod 5) mod 4))>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d1 - 4))>(%i0, %i1)[%a, %c]
      "test.use"(%r1) : (index) -> ()
      %q1 = affine.apply affine_map<(d0)[s0] -> (((-6 floordiv 4) + (d0 + d0)))>(%r1)[%b]
      "test.use"(%q1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (((d1 floordiv s0) floordiv 3))>(%i0, %i1)[%a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[] -> (((8 + d0) * -2))>(%i1, %i0)[]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 2 {
    affine.for %i1 = 4 to 64 step 1 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (s1)>(%i0, %i1)[%b, %c]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[] -> ((-3 floordiv 5))>(%i0, %i1)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (((s0 - s0) ceildiv 2))>(%i1, %i0)[%b]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (((11 - s0) - (d0 ceildiv 5)))>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((1 * 8))>(%i1, %i0)[%b, %b]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 + d0) - (d0 - d0)))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to %a step 1 {
    affine.for %i1 = 1 to 16 step 4 {
      affine.for %i2 = 1 to 8 step 1 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((3 + d0) + (d1 + -8)))>(%i1, %i0, %i2)[%c, %b]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 3) floordiv 3))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (s0)>(%i0, %i2, %i1)[%c, %c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.max affine_map<(d0, d1, d2)[] -> (((d1 + d1) floordiv 3))>(%i1, %i2, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[] -> (((d1 ceildiv 4) - (3 + d0)), (d0 + d0))>(%i0, %i2, %i1)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (7)>()[%a, %a]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> ((7 floordiv 3))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 4) mod 2))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> (5)>()[%a, %b]
  "test.use"(%r3) : (index) -> ()
  return
}
