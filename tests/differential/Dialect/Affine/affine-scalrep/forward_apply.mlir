// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
// Access maps are compared after composing the affine.apply ops.
func.func @through_apply(%x: f32) -> memref<12x12xf32> {
  %m = memref.alloc() : memref<12x12xf32>
  affine.for %i = 1 to 11 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0, d1) -> (d1 + 2)>(%i, %j)
      %b = affine.apply affine_map<(d0, d1) -> (d0)>(%i, %j)
      %r = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
      %c = affine.apply affine_map<(d0, d1) -> (d0 - 2)>(%a, %b)
      affine.store %x, %m[%r, %c] : memref<12x12xf32>
      %v = affine.load %m[%i, %j] : memref<12x12xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return %m : memref<12x12xf32>
}

// -----

// Different elements: nothing forwarded.
func.func @shifted(%x: f32) -> memref<12xf32> {
  %m = memref.alloc() : memref<12xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i + 1] : memref<12xf32>
    %v = affine.load %m[%i] : memref<12xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return %m : memref<12xf32>
}

// -----

// Symbols: equal only when they are the same value.
func.func @symbols(%A: memref<100xf32>, %M: index, %N: index, %x: f32) -> (f32, f32) {
  affine.store %x, %A[%M] : memref<100xf32>
  %v = affine.load %A[%N] : memref<100xf32>
  %w = affine.load %A[%M] : memref<100xf32>
  return %v, %w : f32, f32
}

// -----

func.func @sym_expr(%A: memref<100xf32>, %M: index, %x: f32) -> f32 {
  affine.store %x, %A[symbol(%M) + 3] : memref<100xf32>
  %i = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%M]
  %v = affine.load %A[%i] : memref<100xf32>
  return %v : f32
}
