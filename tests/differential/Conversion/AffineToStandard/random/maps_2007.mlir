// RUN: --allow-unregistered-dialect --lower-affine
// Random affine.apply/min/max maps over loop induction variables and function arguments (machine-generated), lowered to arith and scf.
func.func @f0(%a: index, %b: index, %c: index) {
  affine.for %i0 = 0 to 64 step 8 {
    %r0 = affine.max affine_map<(d0)[s0] -> (s0, (s0 ceildiv 16))>(%i0)[%a]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.min affine_map<(d0)[s0] -> (s0, (-2 - -4))>(%i0)[%a]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.min affine_map<(d0)[s0] -> (d0, (s0 + ((4 floordiv 3) - (s0 + s0))))>(%i0)[%c]
    "test.use"(%r2) : (index) -> ()
    %r3 = affine.apply affine_map<(d0)[] -> ((d0 + ((10 - 2) + 0)))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
    %q3 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) + (7 mod 16)))>(%r3)[%b]
    "test.use"(%q3) : (index) -> ()
  }
  return
}
func.func @f1(%a: index, %b: index, %c: index) {
  %r0 = affine.min affine_map<()[] -> (1, (8 * 8))>()[]
  "test.use"(%r0) : (index) -> ()
  %r1 = affine.min affine_map<()[] -> (12)>()[]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> ((s1 - s1))>()[%a, %c]
  "test.use"(%r2) : (index) -> ()
  %q2 = affine.apply affine_map<(d0)[s0] -> ((d0 + 4))>(%r2)[%b]
  "test.use"(%q2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0] -> ((((s0 * 4) + (s0 + s0)) - s0))>()[%a]
  "test.use"(%r3) : (index) -> ()
  return
}
func.func @f2(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to %a step 1 {
    %r0 = affine.max affine_map<(d0)[] -> ((((d0 - d0) + (9 ceildiv 16)) ceildiv 16), ((d0 - -3) + (7 ceildiv 1)))>(%i0)[]
    "test.use"(%r0) : (index) -> ()
    %r1 = affine.max affine_map<(d0)[s0] -> (((d0 floordiv 8) ceildiv 4))>(%i0)[%a]
    "test.use"(%r1) : (index) -> ()
    %r2 = affine.apply affine_map<(d0)[] -> (d0)>(%i0)[]
    "test.use"(%r2) : (index) -> ()
    %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 ceildiv 1) + s0))>(%r2)[%b]
    "test.use"(%q2) : (index) -> ()
    %r3 = affine.min affine_map<(d0)[] -> (((d0 + d0) - (d0 - -4)), (d0 ceildiv 8))>(%i0)[]
    "test.use"(%r3) : (index) -> ()
  }
  return
}
func.func @f3(%a: index, %b: index, %c: index) {
  %r0 = affine.apply affine_map<()[] -> ((11 + -2))>()[]
  "test.use"(%r0) : (index) -> ()
  %q0 = affine.apply affine_map<(d0)[s0] -> ((s0 + (d0 + d0)))>(%r0)[%b]
  "test.use"(%q0) : (index) -> ()
  %r1 = affine.min affine_map<()[s0, s1] -> (((s0 * 1) * 2))>()[%a, %c]
  "test.use"(%r1) : (index) -> ()
  %r2 = affine.apply affine_map<()[s0, s1] -> (((s0 * 8) + (s1 + 10)))>()[%c, %c]
  "test.use"(%r2) : (index) -> ()
  %r3 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%a, %c]
  "test.use"(%r3) : (index) -> ()
  %q3 = affine.apply affine_map<(d0)[s0] -> (((d0 ceildiv 1) ceildiv 4))>(%r3)[%b]
  "test.use"(%q3) : (index) -> ()
  return
}
func.func @f4(%a: index, %b: index, %c: index) {
  affine.for %i0 = 1 to 16 step 2 {
    affine.for %i1 = 4 to %a step 1 {
      affine.for %i2 = 4 to %a step 4 {
        %r0 = affine.min affine_map<(d0, d1, d2)[s0, s1] -> (d1, (-7 mod 1), -6)>(%i1, %i2, %i0)[%b, %a]
        "test.use"(%r0) : (index) -> ()
        %r1 = affine.min affine_map<(d0, d1, d2)[s0] -> (s0, (-3 ceildiv 4))>(%i2, %i1, %i0)[%c]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.min affine_map<(d0, d1, d2)[] -> ((((-6 ceildiv 16) ceildiv 5) * 16), (3 mod 5), ((-4 + (d0 * 8)) * -2))>(%i0, %i1, %i2)[]
        "test.use"(%r2) : (index) -> ()
        %r3 = affine.max affine_map<(d0, d1, d2)[] -> (5, 10)>(%i1, %i0, %i2)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
func.func @f5(%a: index, %b: index, %c: index) {
  affine.for %i0 = 4 to 64 step 4 {
    affine.for %i1 = 4 to 8 step 8 {
      affine.for %i2 = 1 to 8 step 4 {
        %r0 = affine.apply affine_map<(d0, d1, d2)[] -> (8)>(%i1, %i2, %i0)[]
        "test.use"(%r0) : (index) -> ()
        %q0 = affine.apply affine_map<(d0)[s0] -> ((-6 - 6))>(%r0)[%b]
        "test.use"(%q0) : (index) -> ()
        %r1 = affine.max affine_map<(d0, d1, d2)[s0, s1] -> ((s1 * 1), ((d1 floordiv 5) mod 1), s1)>(%i0, %i1, %i2)[%b, %b]
        "test.use"(%r1) : (index) -> ()
        %r2 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((((s0 + s0) - (d0 + s0)) ceildiv 2))>(%i2, %i0, %i1)[%a]
        "test.use"(%r2) : (index) -> ()
        %q2 = affine.apply affine_map<(d0)[s0] -> (((s0 + d0) floordiv 3))>(%r2)[%b]
        "test.use"(%q2) : (index) -> ()
        %r3 = affine.apply affine_map<(d0, d1, d2)[] -> (d0)>(%i1, %i2, %i0)[]
        "test.use"(%r3) : (index) -> ()
      }
    }
  }
  return
}
