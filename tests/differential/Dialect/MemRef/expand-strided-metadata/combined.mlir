// RUN: --expand-strided-metadata
// Views of views and of allocations, inside loops, the metadata read at several levels; a reinterpret_cast of an unranked memref stays.
func.func @loop_of_subviews(%m: memref<64x64xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c8 iter_args(%acc = %init) -> f32 {
    %0 = memref.subview %m[%i, 0] [8, 64] [1, 1] : memref<64x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %1 = memref.collapse_shape %0 [[0, 1]] : memref<8x64xf32, strided<[64, 1], offset: ?>> into memref<512xf32, strided<[1], offset: ?>>
    %v = memref.load %1[%c8] : memref<512xf32, strided<[1], offset: ?>>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @metadata_of_chain(%n: index, %i: index) -> (index, index, index) {
  %a = memref.alloc(%n) : memref<?x16xf32>
  %0 = memref.subview %a[%i, 4] [4, 8] [2, 1] : memref<?x16xf32> to memref<4x8xf32, strided<[32, 1], offset: ?>>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[32, 1], offset: ?>> into memref<4x2x4xf32, strided<[32, 4, 1], offset: ?>>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %1 : memref<4x2x4xf32, strided<[32, 4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  return %o, %t#0, %s#2 : index, index, index
}

func.func @unranked_source(%m: memref<*xf32>, %o: index) -> (index, index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  %b, %off, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %s#0 : index, index
}

func.func @alloca_subview_store(%v: f32, %i: index) {
  %a = memref.alloca() : memref<4x4xf32>
  %0 = memref.subview %a[%i, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %c2 = arith.constant 2 : index
  memref.store %v, %0[%c2] : memref<4xf32, strided<[1], offset: ?>>
  return
}
