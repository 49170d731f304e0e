// RUN: --canonicalize --cse
// RUN: --cse
// Pure views of one source with the same offsets, sizes and strides
// merge under --cse; after --canonicalize their constant operands are
// static first.
func.func @twice(%m: memref<16x16xf32>, %i: index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %2 = memref.subview %m[%i, %i] [%c4, %c4] [%c1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.subview %m[%i, %i] [%c4, %c4] [%c1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %1, %2, %3 : memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @casts_and_metadata(%m: memref<4x8xf32>) -> (memref<?x?xf32>, memref<?x?xf32>, memref<f32>, memref<f32>) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %b0, %o0, %s0:2, %t0:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %0, %1, %b0, %b1 : memref<?x?xf32>, memref<?x?xf32>, memref<f32>, memref<f32>
}
