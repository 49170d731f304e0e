// RUN: -e main --entry-point-result=void
// Rank-3 memrefs: a 2x3x4 f64 buffer filled by a triple affine nest, a
// reduction along the middle axis into rank 2, a rank-3 subview with
// strides on every dimension, and an alloca_scope holding a temporary.
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<2x3x4xf64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %l = affine.apply affine_map<(a, b, c) -> (a * 100 + b * 10 + c)>(%i, %j, %k)
        %li = arith.index_cast %l : index to i64
        %f = arith.sitofp %li : i64 to f64
        %s = arith.constant 0.01 : f64
        %v = arith.mulf %f, %s : f64
        affine.store %v, %m[%i, %j, %k] : memref<2x3x4xf64>
      }
    }
  }
  %u = memref.cast %m : memref<2x3x4xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  %r = memref.alloc() : memref<2x4xf64>
  affine.for %i = 0 to 2 {
    affine.for %k = 0 to 4 {
      %z = arith.constant 0.0 : f64
      %sum = affine.for %j = 0 to 3 iter_args(%acc = %z) -> (f64) {
        %x = affine.load %m[%i, %j, %k] : memref<2x3x4xf64>
        %n = arith.addf %acc, %x : f64
        affine.yield %n : f64
      }
      affine.store %sum, %r[%i, %k] : memref<2x4xf64>
    }
  }
  %ur = memref.cast %r : memref<2x4xf64> to memref<*xf64>
  call @printMemrefF64(%ur) : (memref<*xf64>) -> ()
  %sv = memref.subview %m[1, 0, 1] [1, 2, 2] [1, 2, 2] : memref<2x3x4xf64> to memref<1x2x2xf64, strided<[12, 8, 2], offset: 13>>
  %us = memref.cast %sv : memref<1x2x2xf64, strided<[12, 8, 2], offset: 13>> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()
  // A scope's body must stay one block through scf-to-cf: straight-line.
  %total = memref.alloca_scope -> f64 {
    %t = memref.alloca() : memref<2xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %x = memref.load %r[%c0, %c0] : memref<2x4xf64>
    %y = memref.load %r[%c1, %c3] : memref<2x4xf64>
    memref.store %x, %t[%c0] : memref<2xf64>
    memref.store %y, %t[%c1] : memref<2xf64>
    %a = memref.load %t[%c0] : memref<2xf64>
    %b = memref.load %t[%c1] : memref<2xf64>
    %out = arith.subf %b, %a : f64
    memref.alloca_scope.return %out : f64
  }
  call @printF64(%total) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %r : memref<2x4xf64>
  memref.dealloc %m : memref<2x3x4xf64>
  return
}
