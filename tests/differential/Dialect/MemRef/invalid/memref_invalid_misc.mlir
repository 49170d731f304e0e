// RUN: --split-input-file
// memref.dim, memref.copy, memref.prefetch, the DMA ops,
// memref.assume_alignment, memref.distinct_objects, memref.alloca_scope.

func.func @dim_rank_zero(%m: memref<f32>, %i: index) {
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_element(%a: memref<4xf32>, %b: memref<4xi32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rw, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<1>, data : memref<4x4xf32>
  return
}

// -----

func.func @dma_one_stride(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_two_types(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_source_indices(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_generic_few(%m: memref<4xf32>) {
  "memref.dma_start"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @dma_generic_source(%i: index) {
  "memref.dma_start"(%i, %i, %i, %i) : (index, index, index, index) -> ()
  return
}

// -----

func.func @dma_generic_tag(%m: memref<4xf32>, %i: index) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_generic_num(%m: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%m, %i, %m, %i, %f, %m, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_generic_extra(%m: memref<4xf32>, %i: index) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_generic_stride_type(%m: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %i, %i, %f) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index, f32) -> ()
  return
}

// -----

func.func @dma_generic_index_type(%m: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%m, %f, %m, %i, %i, %m, %i) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_wait_indices(%t: memref<1x1xi32>, %i: index) {
  memref.dma_wait %t[%i], %i : memref<1x1xi32>
  return
}

// -----

func.func @assume_not_power(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @assume_zero(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @distinct_unranked(%u: memref<*xf32>) {
  %0 = memref.distinct_objects %u : memref<*xf32>
  return
}

// -----

func.func @distinct_types(%m: memref<4xf32>) {
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @distinct_none() {
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @scope_return_outside(%x: f32) {
  memref.alloca_scope.return %x : f32
}

// -----

func.func @scope_arguments() {
  "memref.alloca_scope"() ({
  ^bb0(%a: index):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @scope_result_types(%x: f32) {
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %x : f32
  }
  return
}

// -----

func.func @scope_missing_return(%x: f32) {
  %0 = memref.alloca_scope -> (f32) {
  }
  return
}

// -----

func.func @extract_pointer_type(%m: memref<4xf32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i64
  return
}

// -----

func.func @rank_result(%m: memref<4xf32>) {
  %0 = "memref.rank"(%m) : (memref<4xf32>) -> i32
  return
}
