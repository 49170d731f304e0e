// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=2}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=4}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=1}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-full-threshold=2}))'

// Short loops at every depth, innermost first; outer loops copy the
// already unrolled inner ones.
func.func @nest(%m: memref<16x16xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %m[%i, %j] : memref<16x16xf32>
      affine.store %v, %m[%j, %i] : memref<16x16xf32>
    }
    affine.for %k = 5 to 6 {
      "test.op"(%k) : (index) -> ()
    }
  }
  return
}

// A loop of one iteration with a constant lower bound: the constant goes
// to the start of the function.
func.func @single(%m: memref<16xf32>) {
  %c = arith.constant 0 : index
  affine.for %i = 7 to 8 {
    %v = affine.load %m[%i] : memref<16xf32>
    affine.store %v, %m[%c] : memref<16xf32>
  }
  return
}

// One iteration over a symbol: the lower bound's operand, or an apply.
func.func @single_symbolic(%n: index) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    "test.op"(%i) : (index) -> ()
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to affine_map<()[s0] -> (s0 * 2 + 1)>()[%n] {
    "test.op"(%i) : (index) -> ()
  }
  return
}

// Long and dynamic loops stay.
func.func @long(%m: memref<16xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to %n {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
