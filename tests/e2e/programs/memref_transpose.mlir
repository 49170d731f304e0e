// RUN: -e main --entry-point-result=void
// Transposed layouts: memref.transpose of 2-D and 3-D buffers, a subview of
// a transposed view, and a transpose built from reinterpret_cast and
// expand_shape; reading through them builds the transposed copies.
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = arith.muli %i, %c4 : index
      %b = arith.addi %a, %j : index
      %v = arith.index_cast %b : index to i64
      memref.store %v, %m[%i, %j] : memref<3x4xi64>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<3x4xi64> to memref<4x3xi64, strided<[1, 4]>>
  %ut = memref.cast %t : memref<4x3xi64, strided<[1, 4]>> to memref<*xi64>
  call @printMemrefI64(%ut) : (memref<*xi64>) -> ()
  // Rows 1..2 of the transposed view (columns 1..2 of m), all three columns.
  %s = memref.subview %t[1, 0] [2, 3] [1, 1] : memref<4x3xi64, strided<[1, 4]>> to memref<2x3xi64, strided<[1, 4], offset: 1>>
  %us = memref.cast %s : memref<2x3xi64, strided<[1, 4], offset: 1>> to memref<*xi64>
  call @printMemrefI64(%us) : (memref<*xi64>) -> ()
  // A 3-D permutation of the same buffer seen as 3x2x2.
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [3, 2, 2] : memref<3x4xi64> into memref<3x2x2xi64>
  %p = memref.transpose %e (a, b, c) -> (c, a, b) : memref<3x2x2xi64> to memref<2x3x2xi64, strided<[1, 4, 2]>>
  %up = memref.cast %p : memref<2x3x2xi64, strided<[1, 4, 2]>> to memref<*xi64>
  call @printMemrefI64(%up) : (memref<*xi64>) -> ()
  // Copy the transpose into a contiguous buffer element by element.
  %d = memref.alloc() : memref<4x3xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %t[%i, %j] : memref<4x3xi64, strided<[1, 4]>>
      %w = arith.muli %v, %v : i64
      memref.store %w, %d[%i, %j] : memref<4x3xi64>
    }
  }
  %ud = memref.cast %d : memref<4x3xi64> to memref<*xi64>
  call @printMemrefI64(%ud) : (memref<*xi64>) -> ()
  memref.dealloc %d : memref<4x3xi64>
  memref.dealloc %m : memref<3x4xi64>
  return
}
