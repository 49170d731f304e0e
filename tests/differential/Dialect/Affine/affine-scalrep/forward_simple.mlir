// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
// One store forwarded to the load after it; the buffer then goes.
func.func @one(%x: f32) -> f32 {
  %m = memref.alloc() : memref<8xf32>
  %acc = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %x, %m[%i] : memref<8xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    %w = arith.mulf %v, %v : f32
    "test.use"(%w) : (f32) -> ()
  }
  memref.dealloc %m : memref<8xf32>
  return %acc : f32
}

// -----

// Several stores: each load takes the last one before it.
func.func @several(%a: f32, %b: f32, %c: f32) {
  %m = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    affine.store %a, %m[%i] : memref<16xf32>
    %v0 = affine.load %m[%i] : memref<16xf32>
    affine.store %b, %m[%i] : memref<16xf32>
    affine.store %c, %m[%i] : memref<16xf32>
    %v1 = affine.load %m[%i] : memref<16xf32>
    %v2 = affine.load %m[%i] : memref<16xf32>
    %s = arith.addf %v0, %v1 : f32
    %t = arith.addf %s, %v2 : f32
    "test.use"(%t) : (f32) -> ()
  }
  memref.dealloc %m : memref<16xf32>
  return
}

// -----

// The memref is returned: loads go, the stores stay.
func.func @escapes(%x: f32) -> memref<4x4xf32> {
  %m = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %x, %m[%i, %j] : memref<4x4xf32>
      %v = affine.load %m[%i, %j] : memref<4x4xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return %m : memref<4x4xf32>
}
