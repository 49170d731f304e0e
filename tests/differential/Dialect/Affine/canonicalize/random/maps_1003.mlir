// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 8 {
    affine.for %i1 = 4 to 64 step 1 {
      affine.for %i2 = 1 to 8 step 4 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d0 mod 8))>(%i1, %i0, %i2)[%b]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> (((((s0 + -3) + (d2 * -2)) * s0) + ((s0 floordiv 16) + ((8 * s0) mod s0))))>(%i2, %i0, %i1)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d2)>(%i0, %i1, %i2)[%c, %c]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (((1 ceildiv 1) + d0))>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[] -> (((((0 mod 2) - (d2 + 3)) * 16) - (-2 - ((11 mod 5) mod 2))))>(%i1, %i0, %i2)[]
        "test.use"(%r3) : (index) -> ()
        %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 + d0) floordiv 2))>(%r3)[%b]
        "test.use"(%q3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 32 step 4 {
    affine.for %i1 = 4 to 32 step 1 {
      affine.for %i2 = 0 to 64 step 8 {
        %r0 = affine.max affine_map<(d0, d1, d2)[] -> (((d2 mod 2) mod 16), (d2 + (-4 * 16)))>(%i1, %i0, %i2)[]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((9 - d1))>(%i0, %i2, %i1)[%b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((((3 + d2) ceildiv s1) * 8) mod s1))>(%i2, %i1, %i0)[%c, %c]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((s0 + d2), (s0 * 8))>(%i2, %i1, %i0)[%b, %c]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0] -> ((12 + -1), (-3 + s0), (((s0 * 5) + (s0 + 10)) floordiv 4))>()[%a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> ((5 ceildiv 2), (7 + 8))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> (((((s0 - -5) * 8) ceildiv 2) - ((s0 + (s0 + s0)) ceildiv s0)))>()[%c]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) + d0))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> (-7)>()[%b]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 64 step 2 {
    affine.for %i1 = 0 to 64 step 2 {
      %r0 = affine.apply affine_map<(d0, d1)[s0] -> (((((s0 ceildiv 5) + (d1 - d0)) * 8) + (d0 + ((0 + d0) + (s0 + d1)))))>(%i1, %i0)[%c]
      "test.use"(%r0) : (index) -> ()
      %q0 = affine.apply affine_map<(d0)[s0] -> (s0)>(%r0)[%b]
      "test.use"(%q0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0] -> ((((d1 floordiv 8) * 16) floordiv 1), ((d1 - d0) floordiv s0), ((d0 ceildiv 5) ceildiv s0))>(%i1, %i0)[%c]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0] -> ((-4 + (9 mod s0)))>(%i0, %i1)[%b]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0] -> (((s0 mod s0) + (s0 floordiv s0)))>(%i0, %i1)[%c]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 1 {
    affine.for %i1 = 0 to 64 step 2 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((5 - ((10 + d0) floordiv 16)))>(%i1, %i0)[%c, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.apply affine_map<(d0, d1)[s0, s1] -> (s1)>(%i0, %i1)[%b, %b]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> (s1)>(%i1, %i0)[%c, %a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d0 mod 1))>(%i1, %i0)[%b, %b]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%a, %b]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 3) + (s0 + d0)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> (3)>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.min affine_map<()[] -> (((-7 * 1) - (((3 floordiv 4) mod 3) + ((4 + -5) + (10 mod 8)))))>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[] -> (-1, -4, (10 mod 3))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
