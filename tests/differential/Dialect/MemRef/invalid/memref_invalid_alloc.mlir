// RUN: --split-input-file
// memref.alloc, memref.alloca and memref.realloc: operand counts, layouts,
// alignment, the allocation scope.

func.func @too_few_sizes(%n: index) {
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}

// -----

func.func @too_many_sizes(%n: index) {
  %0 = memref.alloca(%n, %n) : memref<?xf32>
  return
}

// -----

func.func @missing_symbol() {
  %0 = memref.alloc() : memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @symbol_on_identity(%s: index) {
  %0 = memref.alloc()[%s] : memref<8xf32>
  return
}

// -----

func.func @symbol_on_strided(%s: index) {
  %0 = memref.alloc()[%s] : memref<8xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @negative_alignment() {
  %0 = memref.alloc() {alignment = -8} : memref<8xf32>
  return
}

// -----

func.func @odd_alignment() {
  %0 = memref.alloc() {alignment = 3} : memref<8xf32>
  return
}

// -----

func.func @unranked_result() {
  %0 = memref.alloc() : memref<*xf32>
  return
}

// -----

func.func @size_not_index(%n: i32) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

memref.alloca() : memref<4xf32>

// -----

%r = scf.execute_region -> memref<4xf32> {
  %0 = memref.alloca() : memref<4xf32>
  scf.yield %0 : memref<4xf32>
}

// -----

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_element(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra_size(%m: memref<4xf32>, %n: index) {
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @dealloc_not_memref(%t: tensor<4xf32>) {
  memref.dealloc %t : tensor<4xf32>
  return
}
