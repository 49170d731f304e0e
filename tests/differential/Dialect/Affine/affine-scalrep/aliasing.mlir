// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
// A store to another argument may alias: the load stays.
func.func @args(%A: memref<10xf32>, %B: memref<10xf32>, %a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  affine.store %a, %A[%c0] : memref<10xf32>
  affine.store %b, %B[%c0] : memref<10xf32>
  %v = affine.load %A[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// A fresh allocation does not alias an argument.
func.func @alloc_vs_arg(%B: memref<10xf32>, %a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<10xf32>
  affine.store %a, %A[%c0] : memref<10xf32>
  memref.store %b, %B[%c0] : memref<10xf32>
  %v = affine.load %A[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// Two allocations do not alias.
func.func @two_allocs(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<10xf32>
  %B = memref.alloca() : memref<10xf32>
  affine.store %a, %A[%c0] : memref<10xf32>
  memref.store %b, %B[%c0] : memref<10xf32>
  %v = affine.load %A[%c0] : memref<10xf32>
  memref.dealloc %A : memref<10xf32>
  return %v : f32
}

// -----

// A view of the buffer aliases it.
func.func @view(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<10xf32>
  %V = memref.cast %A : memref<10xf32> to memref<?xf32>
  affine.store %a, %A[%c0] : memref<10xf32>
  memref.store %b, %V[%c0] : memref<?xf32>
  %v = affine.load %A[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// An unknown op in between may write anything.
func.func @unknown_op(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<10xf32>
  affine.store %a, %A[%c0] : memref<10xf32>
  "test.opaque"() : () -> ()
  %v = affine.load %A[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// A call in between too.
func.func private @ext()
func.func @call_between(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<10xf32>
  affine.store %a, %A[%c0] : memref<10xf32>
  func.call @ext() : () -> ()
  %v = affine.load %A[%c0] : memref<10xf32>
  return %v : f32
}
