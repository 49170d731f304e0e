// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
// The first store is overwritten before any read.
func.func @overwritten(%m: memref<10xf32>, %a: f32, %b: f32) {
  affine.for %i = 0 to 10 {
    affine.store %a, %m[%i] : memref<10xf32>
    affine.store %b, %m[%i] : memref<10xf32>
  }
  return
}

// -----

// A read in between keeps it.
func.func @read_between(%m: memref<10xf32>, %a: f32, %b: f32) {
  affine.for %i = 0 to 10 {
    affine.store %a, %m[%i] : memref<10xf32>
    %v = "test.read"(%m) : (memref<10xf32>) -> f32
    affine.store %b, %m[%i] : memref<10xf32>
  }
  return
}

// -----

// Different regions: both stay.
func.func @other_region(%m: memref<10xf32>, %a: f32, %b: f32) {
  affine.for %i = 0 to 10 {
    affine.store %a, %m[%i] : memref<10xf32>
    affine.for %j = 0 to 4 {
      affine.store %b, %m[%i] : memref<10xf32>
    }
  }
  return
}

// -----

// Across blocks: the store of the join post-dominates.
func.func @join(%m: memref<10xf32>, %c: i1, %a: f32, %b: f32) {
  %c0 = arith.constant 0 : index
  affine.store %a, %m[%c0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  affine.store %b, %m[%c0] : memref<10xf32>
  return
}

// -----

// Only on one path: the first stays.
func.func @one_path(%m: memref<10xf32>, %c: i1, %a: f32, %b: f32) {
  %c0 = arith.constant 0 : index
  affine.store %a, %m[%c0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  affine.store %b, %m[%c0] : memref<10xf32>
  cf.br ^bb2
^bb2:
  return
}

// -----

// A load of another element of the same memref between: dependence says no.
func.func @other_element_read(%m: memref<10xf32>, %a: f32, %b: f32) {
  affine.for %i = 0 to 9 {
    affine.store %a, %m[%i] : memref<10xf32>
    %v = affine.load %m[%i + 1] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
    affine.store %b, %m[%i] : memref<10xf32>
  }
  return
}
