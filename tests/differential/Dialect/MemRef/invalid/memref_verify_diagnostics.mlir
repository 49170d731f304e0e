// RUN: --verify-diagnostics --split-input-file
// memref's verifier messages checked by --verify-diagnostics.

func.func @valid(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  return %0 : f32
}

// -----

func.func @load_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error @+1 {{does not match type}}
  %0 = memref.get_global @g : memref<4xi32>
  return
}

// -----

func.func @side_effect(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error @+1 {{should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}
