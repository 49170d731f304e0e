// RUN: --inline=default-pipeline=
// RUN: --inline
// Calls in an `affine.for` body. A callee of pure ops is inlined; one that
// loads and stores with `memref` ops is not (affine cannot reason about
// their effects), nor one of several blocks (unless the default pipeline
// has made it a single block first). The `affine.load` and
// `affine.store` callee is inlined: its index, the loop's induction
// variable, stays a valid affine dimension. Outside the loop the `memref`
// callee is inlined.
func.func private @pure(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func private @plain_copy(%src: memref<8xf32>, %dst: memref<8xf32>, %i: index) {
  %v = memref.load %src[%i] : memref<8xf32>
  memref.store %v, %dst[%i] : memref<8xf32>
  return
}
func.func private @affine_copy(%src: memref<8xf32>, %dst: memref<8xf32>, %i: index) {
  %v = affine.load %src[%i] : memref<8xf32>
  affine.store %v, %dst[%i] : memref<8xf32>
  return
}
func.func private @two_blocks(%x: f32) -> f32 {
  cf.br ^b
^b:
  return %x : f32
}
func.func @copy(%src: memref<8xf32>, %dst: memref<8xf32>, %x: f32) -> f32 {
  affine.for %i = 0 to 8 {
    %p = func.call @pure(%x) : (f32) -> f32
    %q = func.call @two_blocks(%p) : (f32) -> f32
    func.call @plain_copy(%src, %dst, %i) : (memref<8xf32>, memref<8xf32>, index) -> ()
    func.call @affine_copy(%src, %dst, %i) : (memref<8xf32>, memref<8xf32>, index) -> ()
    affine.store %q, %dst[%i] : memref<8xf32>
  }
  %c0 = arith.constant 0 : index
  func.call @plain_copy(%src, %dst, %c0) : (memref<8xf32>, memref<8xf32>, index) -> ()
  return %x : f32
}
