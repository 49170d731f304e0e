// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

func.func private @sink(f32)

// The consumer calls a function on each value.
func.func @call_in_consumer() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    func.call @sink(%v) : (f32) -> ()
  }
  return
}
