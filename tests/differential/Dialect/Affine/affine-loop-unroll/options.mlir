// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=6 unroll-up-to-factor=true}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=2}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=1}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=5 cleanup-unroll=true}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=3}))' --mlir-disable-threading

func.func @four(%m: memref<64xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

func.func @twelve(%m: memref<64xf32>) {
  affine.for %i = 0 to 12 {
    "test.op"(%i) : (index) -> ()
  }
  return
}

func.func @one(%m: memref<64xf32>) {
  affine.for %i = 3 to 4 {
    "test.op"(%i) : (index) -> ()
  }
  return
}

func.func @dynamic(%n: index) {
  affine.for %i = 0 to %n {
    "test.op"(%i) : (index) -> ()
  }
  return
}

func.func @nest() {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 2 {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
