// RUN: --canonicalize --allow-unregistered-dialect
// SimplifyAllocConst: constant dynamic sizes of memref.alloc and
// memref.alloca become static dimensions, a memref.cast giving the users
// the original type; negative constants stay dynamic.

func.func @alloc_const(%n: index) -> (memref<?x?xf32>, memref<4x?xf32, 1>, memref<?xi8>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.alloc(%c4, %n) : memref<?x?xf32>
  %1 = memref.alloc(%c8) {alignment = 16} : memref<4x?xf32, 1>
  %m1 = arith.constant -1 : index
  %2 = memref.alloc(%m1) : memref<?xi8>
  return %0, %1, %2 : memref<?x?xf32>, memref<4x?xf32, 1>, memref<?xi8>
}

func.func @alloca_const(%s: index) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.alloca(%c2, %c3)[%s] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %0[%c0, %c0] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %v = memref.load %0[%c0, %c0] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %d = memref.dim %0, %c0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  "test.use"(%v) : (f32) -> ()
  return %d : index
}

func.func @zero_size() -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%c0) : memref<?xf32>
  return %0 : memref<?xf32>
}
