// RUN: --split-input-file
// memref.load, memref.store and the atomics: index counts, types, kinds,
// alignment, the atomic body.

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @load_alignment_zero(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] {alignment = 0} : memref<4xf32>
  return
}

// -----

func.func @load_unranked(%m: memref<*xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i, %i, %i] : memref<4x4xf32>
  return
}

// -----

func.func @store_value_type(%m: memref<4xf32>, %i: index, %v: f64) {
  "memref.store"(%v, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_nontemporal(%m: memref<4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] {nontemporal = 1 : i32} : memref<4xf32>
  return
}

// -----

func.func @rmw_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @rmw_float_kind_on_int(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @rmw_int_kind_on_float(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @rmw_unknown_kind(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addx %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @rmw_value_type(%m: memref<4xf32>, %i: index, %v: f64) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f64, memref<4xf32>) -> f64
  return
}

// -----

func.func @rmw_index_element(%m: memref<4xindex>, %i: index) {
  %0 = memref.atomic_rmw addi %i, %m[%i] : (index, memref<4xindex>) -> index
  return
}

// -----

func.func @rmw_kind_value(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 99 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @generic_side_effect(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @generic_arguments(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %other: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @generic_argument_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f64):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xf32>, %i: index, %x: f64) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %x : f64
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  memref.atomic_yield %x : f32
}

// -----

func.func @generic_on_index(%m: memref<4xindex>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xindex> {
  ^bb0(%cur: index):
    memref.atomic_yield %cur : index
  }
  return
}
