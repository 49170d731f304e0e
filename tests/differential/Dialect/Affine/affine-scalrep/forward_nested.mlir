// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
// A store before an inner loop reaches the loads in it.
func.func @into_inner(%N: index, %x: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      %v = affine.load %m[%i] : memref<10xf32>
      %w = arith.addf %v, %v : f32
      "test.use"(%w) : (f32) -> ()
    }
  }
  return
}

// -----

// Another store in a sibling loop may overwrite: no forwarding.
func.func @sibling_writer(%N: index, %x: f32, %y: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      affine.store %y, %m[%j] : memref<10xf32>
    }
    affine.for %k = 0 to %N {
      %v = affine.load %m[%i] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// A store after the load inside the inner loop: no forwarding.
func.func @writer_after_in_inner(%N: index, %x: f32, %y: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      %v = affine.load %m[%i] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
      affine.store %y, %m[%i] : memref<10xf32>
    }
  }
  return
}

// -----

// The last store before the inner loop is forwarded past the sibling
// loops' stores.
func.func @last_store_wins(%N: index, %a: f32, %b: f32, %c: f32, %d: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %a, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      affine.store %b, %m[%j] : memref<10xf32>
    }
    affine.for %k = 0 to %N {
      affine.store %c, %m[%k] : memref<10xf32>
    }
    affine.store %d, %m[%i] : memref<10xf32>
    affine.for %l = 0 to %N {
      %v = affine.load %m[%i] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// The load varies in a loop the store is outside of: no single element.
func.func @varies_inside(%x: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      affine.for %k = 0 to 10 {
        %v = affine.load %m[%k] : memref<10xf32>
        "test.use"(%v) : (f32) -> ()
      }
    }
  }
  return
}

// -----

// A constant element stored once before a deep nest.
func.func @constant_index(%x: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<10xf32>
  affine.store %x, %m[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.for %k = 0 to 10 {
        %v = affine.load %m[%c0] : memref<10xf32>
        "test.use"(%v) : (f32) -> ()
      }
    }
  }
  return
}

// -----

// The dependence from the second store is carried by the outer loop only.
func.func @carried_by_outer(%N: index, %x: f32, %y: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      %v = affine.load %m[%i] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
      %n = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      affine.store %y, %m[%n] : memref<10xf32>
    }
  }
  %r = affine.load %m[%c1] : memref<10xf32>
  return %r : f32
}
