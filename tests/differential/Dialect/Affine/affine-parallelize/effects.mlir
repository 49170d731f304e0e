// RUN: --affine-parallelize
// Ops with effects: calls and non-affine memory ops keep loops sequential;
// local allocations and pure ops do not.
func.func private @ext(index)
func.func @call(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    func.call @ext(%i) : (index) -> ()
  }
  return
}
func.func @memref_store(%A: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    memref.store %f, %A[%i] : memref<10xf32>
  }
  return
}
func.func @local_alloc(%f: f32) {
  affine.for %i = 0 to 10 {
    %m = memref.alloc() : memref<10xf32>
    affine.store %f, %m[%i] : memref<10xf32>
    %v = affine.load %m[0] : memref<10xf32>
    memref.dealloc %m : memref<10xf32>
  }
  return
}
func.func @alloca_only(%f: f32) {
  affine.for %i = 0 to 10 {
    %m = memref.alloca() : memref<10xf32>
    affine.store %f, %m[%i] : memref<10xf32>
    %v = affine.load %m[0] : memref<10xf32>
  }
  return
}
func.func @pure(%A: memref<10xindex>) {
  affine.for %i = 0 to 10 {
    %j = arith.addi %i, %i : index
    affine.store %j, %A[%i] : memref<10xindex>
  }
  return
}
