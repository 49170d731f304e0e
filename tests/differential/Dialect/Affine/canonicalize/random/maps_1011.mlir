// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 4 {
    affine.for %i1 = 4 to %a step 2 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (((((-4 + s0) floordiv 16) + -2) + (((d1 mod s0) + (d0 ceildiv s0)) * s1)))>(%i0, %i1)[%b, %c]
      "test.use"(%r0) : (index) -> ()
      %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 - d0) - d0))>(%r0)[%b]
      "test.use"(%q0) : (index) -> ()
      %r1 = affine.min affine_map<(d0, d1)[s0] -> (s0, (d1 - s0), s0)>(%i0, %i1)[%a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> (s0)>(%i1, %i0)[%b]
      "test.use"(%r2) : (index) -> ()
      %q2 = affine.apply affine_map<(d0)[s0] -> (s0)>(%r2)[%b]
      "test.use"(%q2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((((d0 + d0) mod 16) + ((d1 mod s0) mod 16)))>(%i1, %i0)[%c, %b]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0] -> (s0, (((s0 - s0) + ((s0 * 16) - (s0 + -7))) - (((s0 ceildiv 2) floordiv 16) - ((3 ceildiv 5) + (s0 * 2)))), (s0 mod 2))>()[%b]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0, s1] -> (((s1 mod 4) + (3 mod 3)), (s0 + s1))>()[%c, %a]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1))>()[%b, %a]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (11)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> ((s0 mod 5))>()[%a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0] -> ((s0 - s0), ((12 + s0) * s0))>()[%b]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> ((((s0 + 2) + (s0 - s0)) * 1))>()[%c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (-2)>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (7)>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> ((2 ceildiv 4))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 4 {
    affine.for %i1 = 0 to 16 step 2 {
      %r0 = affine.min affine_map<(d0, d1)[] -> ((d0 + ((-6 - -4) * 4)), d1)>(%i1, %i0)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.min affine_map<(d0, d1)[s0, s1] -> (((d0 ceildiv 8) * 16), (s0 ceildiv 2))>(%i1, %i0)[%c, %c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0] -> (((d0 floordiv 4) floordiv 1), ((d1 * s0) + (d0 + d1)), ((((s0 * 2) + -3) * 8) * 5))>(%i1, %i0)[%a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.min affine_map<(d0, d1)[s0] -> (((-3 + s0) - (8 * 8)), (d0 + s0), 12)>(%i1, %i0)[%c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to %a step 4 {
    affine.for %i1 = 0 to 64 step 8 {
      affine.for %i2 = 1 to 64 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((((d0 + s0) floordiv 5) * 3))>(%i0, %i2, %i1)[%c, %c]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (((-5 * 4) + d0))>(%i1, %i2, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %q1 = affine.apply affine_map<(d0)[s0] -> ((d0 mod 4))>(%r1)[%b]
        "test.use"(%q1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (((-5 * 4) ceildiv 5))>(%i0, %i2, %i1)[]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 - s0) + (d0 floordiv 8)))>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0] -> (((d1 * 1) floordiv 1), (d0 floordiv 4), (d0 + ((1 + (s0 - 8)) - d2)))>(%i1, %i2, %i0)[%b]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 8 {
    %r0 = affine.max affine_map<(d0)[s0] -> ((d0 * 3))>(%i0)[%b]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[] -> ((10 - d0), d0)>(%i0)[]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.max affine_map<(d0)[s0] -> (((5 + d0) ceildiv 16), (((d0 + s0) * 16) + s0))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[s0, s1] -> ((((s1 mod 1) + ((-8 ceildiv 1) - (7 - s1))) + (d0 floordiv 2)), (10 * 16))>(%i0)[%b, %c]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
