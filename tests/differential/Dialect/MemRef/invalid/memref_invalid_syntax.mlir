// RUN: --split-input-file
// Malformed custom forms of memref's ops.

func.func @rmw_missing_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @rmw_string_kind(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.atomic_rmw "addf" %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @prefetch_no_locality(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, 3, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_keyword(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], 1, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @scope_no_region() {
  memref.alloca_scope -> (f32)
  return
}

// -----

func.func @dma_missing_bracket(%m: memref<4xf32>, %i: index) {
  memref.dma_start %m, %m[%i], %i, %m[%i] : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_three_strides(%m: memref<4xf32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %m[%i], %i, %i, %i : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @load_tensor(%t: tensor<4xf32>, %i: index) {
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @store_wrong_value(%m: memref<4xf32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @copy_tensor(%t: tensor<4xf32>, %m: memref<4xf32>) {
  memref.copy %t, %m : tensor<4xf32> to memref<4xf32>
  return
}

// -----

memref.global @no_colon memref<4xf32>

// -----

memref.global @bad_initializer : memref<4xf32> = unit

// -----

func.func @generic_tensor_type(%t: tensor<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %t[%i] : tensor<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @rank_tensor(%t: tensor<4xf32>) -> index {
  %0 = memref.rank %t : tensor<4xf32>
  return %0 : index
}

// -----

func.func @assume_negative(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, -4 : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality_kind(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<"high">, data : memref<4xf32>
  return
}
