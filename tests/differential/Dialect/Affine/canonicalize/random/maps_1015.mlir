// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Random affine.apply/min/max maps (semi-affine terms included) over loop induction variables and function arguments (machine-generated); compared with mlir-opt 22's canonical forms.
func.func @f0(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[s0, s1] -> ((((s0 floordiv 5) * -2) mod 5), (((s1 mod 8) mod 1) floordiv 1), (((s0 - s0) floordiv 4) floordiv 4))>()[%c, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> (((((7 - 8) floordiv 4) * 4) + (((10 floordiv 1) + -4) + (12 - (-8 ceildiv 16)))))>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.max affine_map<()[s0] -> ((s0 + s0), ((((s0 + -4) - (s0 * 4)) - ((s0 ceildiv 8) mod 5)) mod 1), ((s0 ceildiv 8) - s0))>()[%b]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> (((s0 floordiv 4) * 16))>()[%b]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 8 step 1 {
    affine.for %i1 = 1 to 64 step 1 {
      %r0 = affine.apply affine_map<(d0, d1)[] -> (((8 floordiv 5) + (6 + d0)))>(%i0, %i1)[]
      "test.use"(%r0) : (index) -> ()
      %r1 = affine.max affine_map<(d0, d1)[s0, s1] -> ((s0 floordiv 5))>(%i1, %i0)[%b, %a]
      "test.use"(%r1) : (index) -> ()
      %r2 = affine.apply affine_map<(d0, d1)[s0, s1] -> (5)>(%i0, %i1)[%c, %a]
      "test.use"(%r2) : (index) -> ()
      %r3 = affine.apply affine_map<(d0, d1)[] -> ((11 + -9))>(%i0, %i1)[]
      "test.use"(%r3) : (index) -> ()
    }
  }
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0] -> ((((s0 * 16) + s0) mod 16))>()[%c]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> ((s0 ceildiv 2))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 16) floordiv 16))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0] -> ((7 ceildiv 5))>()[%a]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> ((d0 ceildiv 2))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> ((s0 + ((s0 floordiv 4) + (s0 floordiv 2))))>()[%b]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 - -8) - (d0 mod 8)))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%c, %c]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.apply affine_map<()[s0] -> (s0)>()[%a]
  "test.use"(%r1) : (index) -> ()
  %q1 = affine.apply affine_map<(d0)[s0] -> ((s0 floordiv 5))>(%r1)[%b]
  "test.use"(%q1) : (index) -> ()
  %r2 = affine.apply affine_map<()[] -> ((11 * 4))>()[]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> (((d0 - d0) + (s0 floordiv 5)))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[] -> ((((4 - -7) ceildiv 2) ceildiv 3))>()[]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((12 floordiv 2))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0] -> (s0, ((((s0 floordiv s0) * s0) + ((s0 floordiv 1) + s0)) - ((s0 ceildiv 16) floordiv 3)))>()[%a]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((((s0 floordiv 8) mod 5) floordiv 8))>()[%a, %c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.min affine_map<()[s0, s1] -> ((s1 floordiv 2))>()[%a, %c]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 16 step 4 {
    %r0 = affine.apply affine_map<(d0)[] -> (d0)>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%i0)[%b]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0] -> ((((d0 ceildiv 3) mod 8) ceildiv 4), ((-2 + -5) floordiv 8), (d0 ceildiv 8))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[] -> (d0, (10 ceildiv 1))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
