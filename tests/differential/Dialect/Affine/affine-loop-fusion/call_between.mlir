// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

func.func private @use(memref<10xf32>)

// A call between the nests takes the buffer.
func.func @call_between(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  func.call @use(%m) : (memref<10xf32>) -> ()
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
