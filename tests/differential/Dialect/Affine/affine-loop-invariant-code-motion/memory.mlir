// RUN: --allow-unregistered-dialect --affine-loop-invariant-code-motion

// A load of a memref nothing in the loop writes moves.
func.func @load_only(%m: memref<10xf32>, %o: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<10xf32>
    affine.store %v, %o[%i] : memref<10xf32>
  }
  return
}

// A load of a memref stored to in the loop stays.
func.func @load_and_store(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}

// A store at an invariant index, with no other access in the loop, moves.
func.func @invariant_store(%m: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.store %f, %m[3] : memref<10xf32>
  }
  return
}

// A store and a load of the same memref elsewhere in the loop: both stay.
func.func @store_then_load(%m: memref<10xf32>, %f: f32, %o: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.store %f, %m[3] : memref<10xf32>
    %v = affine.load %m[4] : memref<10xf32>
    affine.store %v, %o[%i] : memref<10xf32>
  }
  return
}

// memref ops with effects stay; accesses outside the loop do not count.
func.func @other_effects(%m: memref<10xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  memref.store %f, %m[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[1] : memref<10xf32>
    memref.store %v, %m[%c0] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %m[%c0] : memref<10xf32>
    "test.use"(%a, %v) : (memref<4xf32>, f32) -> ()
  }
  return
}

// Unknown ops have unknown effects and stay.
func.func @unknown(%a: i32) {
  affine.for %i = 0 to 10 {
    %x = "test.unknown"(%a) : (i32) -> i32
    %y = arith.addi %x, %x : i32
  }
  return
}

// A vector load moves like a load.
func.func @vector_load(%m: memref<16xf32>, %o: memref<16xvector<4xf32>>) {
  affine.for %i = 0 to 4 {
    %v = affine.vector_load %m[0] : memref<16xf32>, vector<4xf32>
    affine.store %v, %o[%i] : memref<16xvector<4xf32>>
  }
  return
}
