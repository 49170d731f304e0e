// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
func.func @vector_forward(%in: memref<512xf32>, %out: memref<512xf32>) {
  %tmp = memref.alloc() : memref<512xf32>
  affine.for %i = 0 to 16 {
    %a = affine.vector_load %in[32 * %i] : memref<512xf32>, vector<32xf32>
    affine.vector_store %a, %tmp[32 * %i] : memref<512xf32>, vector<32xf32>
    %b = affine.vector_load %tmp[32 * %i] : memref<512xf32>, vector<32xf32>
    affine.vector_store %b, %out[32 * %i] : memref<512xf32>, vector<32xf32>
  }
  return
}

// -----

// A narrower load is not forwarded.
func.func @vector_shape(%in: memref<512xf32>, %out: memref<512xf32>) {
  %tmp = memref.alloc() : memref<512xf32>
  affine.for %i = 0 to 16 {
    %a = affine.vector_load %in[32 * %i] : memref<512xf32>, vector<32xf32>
    affine.vector_store %a, %tmp[32 * %i] : memref<512xf32>, vector<32xf32>
    %b = affine.vector_load %tmp[32 * %i] : memref<512xf32>, vector<16xf32>
    affine.vector_store %b, %out[32 * %i] : memref<512xf32>, vector<16xf32>
  }
  return
}
