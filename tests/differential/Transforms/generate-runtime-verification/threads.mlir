// RUN: --generate-runtime-verification --mlir-disable-threading
// RUN: --pass-pipeline=builtin.module(func.func(generate-runtime-verification)) --mlir-disable-threading
// RUN: --pass-pipeline=builtin.module(func.func(generate-runtime-verification))
// With threads off and on (the harness runs each line with threads too):
// on the module and on each function, the same checks and messages.
func.func @a(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

func.func @b(%m: memref<4x?xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i, %i] : memref<4x?xi32>
  return
}

func.func @c(%u: memref<*xf32>) -> memref<2xf32> {
  %r = memref.cast %u : memref<*xf32> to memref<2xf32>
  return %r : memref<2xf32>
}

func.func @d(%m: memref<?xf32>, %o: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%o][2][1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  return %s : memref<2xf32, strided<[1], offset: ?>>
}

func.func @e(%n: index) {
  scf.execute_region {
    scf.yield
  }
  return
}
