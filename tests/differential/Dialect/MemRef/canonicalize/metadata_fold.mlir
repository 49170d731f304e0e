// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.extract_strided_metadata: statically known offset, sizes and
// strides become constants for their users; a cast source is read
// through.
func.func @static(%m: memref<4x8xf32, strided<[16, 1], offset: 3>>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32, strided<[16, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

func.func @partly(%m: memref<?x8xf32>) -> (index, index, index, memref<f32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#0, %sizes#1, %strides#0, %base : index, index, index, memref<f32>
}

func.func @through_cast(%m: memref<4x8xf32>) -> (memref<f32>, index, index) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#0, %strides#0 : memref<f32>, index, index
}

func.func @unused(%m: memref<4x8xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return
}
