// RUN: -e main --entry-point-result=void
// Subviews with offsets and strides (static and dynamic), a subview of a
// subview, a rank-reducing subview, and writes through views seen in the
// base buffer.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<6x8xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<6x8xf32>
    }
  }
  // Rows 1, 3, 5 and columns 2, 5: a strided view.
  %sv = memref.subview %m[1, 2] [3, 2] [2, 3] : memref<6x8xf32> to memref<3x2xf32, strided<[16, 3], offset: 10>>
  %u1 = memref.cast %sv : memref<3x2xf32, strided<[16, 3], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  // A subview of that subview: its last row.
  %sv2 = memref.subview %sv[2, 0] [1, 2] [1, 1] : memref<3x2xf32, strided<[16, 3], offset: 10>> to memref<2xf32, strided<[3], offset: 42>>
  %u2 = memref.cast %sv2 : memref<2xf32, strided<[3], offset: 42>> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  // Dynamic offsets, sizes and strides.
  %dv = memref.subview %m[%c2, %c1] [%c2, %c2] [%c1, %c2] : memref<6x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u3 = memref.cast %dv : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  // A rank-reducing column view; negate it and print the base.
  %col = memref.subview %m[0, 7] [6, 1] [1, 1] : memref<6x8xf32> to memref<6xf32, strided<[8], offset: 7>>
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %col[%i] : memref<6xf32, strided<[8], offset: 7>>
    %y = arith.negf %x : f32
    memref.store %y, %col[%i] : memref<6xf32, strided<[8], offset: 7>>
  }
  %ub = memref.cast %m : memref<6x8xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6x8xf32>
  return
}
