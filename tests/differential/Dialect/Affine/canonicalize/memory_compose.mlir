// RUN: --allow-unregistered-dialect --canonicalize
// The affine.apply ops defining the indices of affine.load, affine.store, affine.prefetch and the vector accesses are composed into their maps; constant and symbol indices are canonicalized.
func.func @load_store(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
      %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%0, %j)
      %v = affine.load %m[%1, %j + 1] : memref<100x100xf32>
      affine.store %v, %m[%0, symbol(%n)] {note} : memref<100x100xf32>
    }
  }
  return
}
func.func @constant_indices(%m: memref<100xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 3)>(%c5)
  %v = affine.load %m[%c3 + %0] : memref<100xf32>
  affine.store %v, %m[%c5] : memref<100xf32>
  return %v : f32
}
func.func @prefetch(%m: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 8)>(%i)
    affine.prefetch %m[%0 + 1], read, locality<3>, data : memref<64xf32>
  }
  return
}
func.func @vectors(%m: memref<64x64xf32>) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 8)>(%i)
    %v = affine.vector_load %m[%0, %0 + 1] : memref<64x64xf32>, vector<8xf32>
    affine.vector_store %v, %m[%i, %0] : memref<64x64xf32>, vector<8xf32>
  }
  return
}
func.func @symbols_of_loops(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %d {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %1 = affine.apply affine_map<(d0) -> (d0 - 1)>(%d)
    %v = affine.load %m[%0, %1] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
