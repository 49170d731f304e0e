// RUN: --generate-runtime-verification
// Result names the ops ask for (%cast, %dim, %expand_shape, %subview,
// %base_buffer, …) in messages are those of the IR before the pass: the
// ops the checks build take names of their own in the output, and the
// verified ops' names move on.
func.func @names(%m: memref<?x?xf32>, %u: memref<*xf32>, %i: index) -> (memref<2x?xf32>, index, memref<?x?x2xf32>) {
  %cast = memref.cast %m : memref<?x?xf32> to memref<2x?xf32>
  %dim = memref.dim %u, %i : memref<*xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [%sizes#0, %i, 2] : memref<?x?xf32> into memref<?x?x2xf32>
  %x = memref.load %m[%sizes#1, %offset] : memref<?x?xf32>
  return %cast, %dim, %e : memref<2x?xf32>, index, memref<?x?x2xf32>
}
