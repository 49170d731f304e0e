// RUN: --allow-unregistered-dialect --canonicalize
// What the constant bounds and steps of affine.for induction variables let the canonicalization simplify: floordiv, ceildiv and mod of bounded expressions, multiples of the step plus a bounded remainder.
func.func @div_mod(%m: memref<128xf32>) {
  affine.for %i = 0 to 16 {
    %0 = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
    %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 32)>(%i)
    %3 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
    %4 = affine.apply affine_map<(d0) -> ((d0 + 16) floordiv 16)>(%i)
    "test.use"(%0, %1, %2, %3, %4) : (index, index, index, index, index) -> ()
  }
  return
}
func.func @steps(%m: memref<128xf32>) {
  affine.for %i = 0 to 128 step 32 {
    affine.for %j = 0 to 32 {
      %0 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 32)>(%i, %j)
      %1 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 32)>(%i, %j)
      %2 = affine.apply affine_map<(d0) -> (d0 mod 32)>(%i)
      %3 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
      %v = affine.load %m[%i + %j] : memref<128xf32>
      "test.use"(%0, %1, %2, %3, %v) : (index, index, index, index, f32) -> ()
    }
  }
  return
}
func.func @shifted(%n: index) {
  affine.for %i = 4 to 20 step 4 {
    %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 floordiv 32)>(%i)
    %2 = affine.apply affine_map<(d0) -> ((d0 - 4) floordiv 16)>(%i)
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %1 = affine.apply affine_map<(d0) -> ((d0 mod 4) floordiv 4)>(%i)
    "test.use"(%0, %1) : (index, index) -> ()
  }
  return
}
