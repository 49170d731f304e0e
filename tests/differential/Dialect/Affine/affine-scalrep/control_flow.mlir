// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
// A store inside an affine.if does not dominate the load after it.
func.func @store_in_if(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<10xf32>
  affine.store %y, %m[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %x, %m[%c0] : memref<10xf32>
    }
  }
  %v = affine.load %m[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// Loads in an affine.if take the store before it.
func.func @load_in_if(%x: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %v = affine.load %m[%i] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// Across blocks of the function: the store dominates the load.
func.func @blocks(%x: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<10xf32>
  affine.store %x, %m[%c0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  %v = affine.load %m[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// A write on one of the paths between.
func.func @blocks_writer(%x: f32, %y: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<10xf32>
  affine.store %x, %m[%c0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %y, %m[%c0] : memref<10xf32>
  cf.br ^bb2
^bb2:
  %v = affine.load %m[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// scf.for has recursive effects: a read inside does not block forwarding.
func.func @scf_reader(%x: f32, %lb: index, %ub: index, %st: index) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<10xf32>
  affine.store %x, %m[%c0] : memref<10xf32>
  scf.for %i = %lb to %ub step %st {
    %r = memref.load %m[%c0] : memref<10xf32>
    "test.use"(%r) : (f32) -> ()
  }
  %v = affine.load %m[%c0] : memref<10xf32>
  return %v : f32
}

// -----

// ... but a write inside does.
func.func @scf_writer(%x: f32, %y: f32, %lb: index, %ub: index, %st: index) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<10xf32>
  affine.store %x, %m[%c0] : memref<10xf32>
  scf.for %i = %lb to %ub step %st {
    memref.store %y, %m[%c0] : memref<10xf32>
  }
  %v = affine.load %m[%c0] : memref<10xf32>
  return %v : f32
}
