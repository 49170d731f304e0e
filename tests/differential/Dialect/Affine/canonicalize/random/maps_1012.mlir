// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to %a step 1 {
    affine.for %i1 = 1 to 32 step 4 {
      %r0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (s0)>(%i1, %i0)[%a, %b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0, s1] -> (((((-1 + 7) floordiv s0) * 4) floordiv s0), ((s1 ceildiv 8) floordiv 1))>(%i0, %i1)[%b, %a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.max affine_map<(d0, d1)[s0] -> (d0, d0)>(%i1, %i0)[%a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d1 floordiv 16))>(%i0, %i1)[%c, %c]
      "test.use"(%r3) : (index) -> ()
      %q3 = affine.apply affine_map<(d0)[s0] -> ((d0 * 8))>(%r3)[%b]
      "test.use"(%q3) : (index) -> ()
    }
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 8 step 4 {
    affine.for %i1 = 0 to 16 step 2 {
      affine.for %i2 = 1 to 16 step 2 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (((((d2 + d2) * 8) - ((7 ceildiv 16) ceildiv s1)) * -2))>(%i2, %i0, %i1)[%c, %a]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> (((s0 - s0) - (d0 ceildiv 1)))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.apply affine_map<(d0, d1, d2)[] -> (-3)>(%i2, %i1, %i0)[]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[] -> (3)>(%i2, %i1, %i0)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.min affine_map<(d0, d1, d2)[] -> (((8 + 11) * 4), (-5 + 0), ((d2 ceildiv 8) + (2 + d2)))>(%i2, %i1, %i0)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 8 step 1 {
    affine.for %i1 = 1 to 16 step 1 {
      %r0 = affine.min affine_map<(d0, d1)[s0] -> ((((s0 mod s0) + ((d0 mod 3) - (d1 - d0))) + (d1 - d0)), s0)>(%i0, %i1)[%b]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.min affine_map<(d0, d1)[] -> ((d1 ceildiv 16), 9)>(%i1, %i0)[]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.min affine_map<(d0, d1)[s0] -> (d0, s0, (d1 * 16))>(%i1, %i0)[%c]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.max affine_map<(d0, d1)[s0, s1] -> ((s0 * s0), (s0 - d1))>(%i1, %i0)[%b, %a]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> (((s0 - s0) ceildiv 1))>()[%a]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> ((s0 + (d0 floordiv 8)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> (-5, (5 mod 3))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> ((((s0 ceildiv 5) ceildiv 8) ceildiv 8))>()[%a]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 mod 8) + (s0 floordiv 16)))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> (((10 + 2) + (0 + -6)))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[s0] -> ((s0 + s0), (((11 + s0) mod 5) mod 1), s0)>()[%a]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[] -> (((9 + 3) + (5 mod 3)), ((((5 ceildiv 4) ceildiv 8) * 16) floordiv 3))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0, s1] -> ((-9 floordiv 16))>()[%c, %c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0, s1] -> ((((s0 - s1) + s1) - ((s1 - 10) ceildiv 2)), (s1 + (s1 + (s1 + s0))), (s1 + -5))>()[%b, %b]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  %r0 = affine.max affine_map<()[] -> ((-2 mod 3), (4 + ((-4 ceildiv 5) floordiv 1)), (((-4 ceildiv 8) + (1 mod 1)) - 7))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.max affine_map<()[s0, s1] -> ((s1 + s0), ((0 * s0) + (((s1 + s1) ceildiv 16) floordiv 1)), (((s0 * 4) floordiv 2) * s0))>()[%b, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> (4)>()[]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0] -> ((s0 - s0), (s0 * 16), ((s0 + s0) ceildiv s0))>()[%c]
  "test.use"(%r3) : (index) -> ()
  return
}
