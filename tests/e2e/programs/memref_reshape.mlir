// RUN: -e main --entry-point-result=void
// expand_shape and collapse_shape: static and dynamic, of contiguous
// buffers and of a strided subview (a collapse over a non-collapsed
// stride), and memref.reshape with a shape operand.
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %buf = memref.alloc() : memref<12xf64>
  scf.for %i = %c0 to %c12 step %c1 {
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f64
    %h = arith.constant 0.5 : f64
    %g = arith.addf %f, %h : f64
    memref.store %g, %buf[%i] : memref<12xf64>
  }
  %e = memref.expand_shape %buf [[0, 1, 2]] output_shape [2, 3, 2] : memref<12xf64> into memref<2x3x2xf64>
  %ue = memref.cast %e : memref<2x3x2xf64> to memref<*xf64>
  call @printMemrefF64(%ue) : (memref<*xf64>) -> ()
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x2xf64> into memref<6x2xf64>
  %uc = memref.cast %c : memref<6x2xf64> to memref<*xf64>
  call @printMemrefF64(%uc) : (memref<*xf64>) -> ()
  // Dynamic expansion: ? x 4 from the dynamic flat view.
  %d = memref.cast %buf : memref<12xf64> to memref<?xf64>
  %c3 = arith.constant 3 : index
  %de = memref.expand_shape %d [[0, 1]] output_shape [%c3, 4] : memref<?xf64> into memref<?x4xf64>
  %ude = memref.cast %de : memref<?x4xf64> to memref<*xf64>
  call @printMemrefF64(%ude) : (memref<*xf64>) -> ()
  // A strided view: every other column of the 6x2 view, collapsed and
  // expanded keeps its stride.
  %sv = memref.subview %c[0, 1] [6, 1] [1, 1] : memref<6x2xf64> to memref<6x1xf64, strided<[2, 1], offset: 1>>
  %sc = memref.collapse_shape %sv [[0, 1]] : memref<6x1xf64, strided<[2, 1], offset: 1>> into memref<6xf64, strided<[2], offset: 1>>
  %se = memref.expand_shape %sc [[0, 1]] output_shape [2, 3] : memref<6xf64, strided<[2], offset: 1>> into memref<2x3xf64, strided<[6, 2], offset: 1>>
  %use = memref.cast %se : memref<2x3xf64, strided<[6, 2], offset: 1>> to memref<*xf64>
  call @printMemrefF64(%use) : (memref<*xf64>) -> ()
  // memref.reshape with the shape in a memref.
  %shape = memref.alloca() : memref<2xindex>
  %c4 = arith.constant 4 : index
  memref.store %c4, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %buf(%shape) : (memref<12xf64>, memref<2xindex>) -> memref<4x3xf64>
  %ur = memref.cast %r : memref<4x3xf64> to memref<*xf64>
  call @printMemrefF64(%ur) : (memref<*xf64>) -> ()
  memref.dealloc %buf : memref<12xf64>
  return
}
