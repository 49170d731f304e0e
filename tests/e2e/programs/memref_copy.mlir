// RUN: -e main --entry-point-result=void
// memref.copy between contiguous buffers (a memcpy), from a strided view
// into a contiguous one and into a strided destination (through the
// runtime's memrefCopy), and of rank 0.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %src = memref.alloc() : memref<4x5xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.index_cast %i : index to i32
      %b = arith.index_cast %j : index to i32
      %af = arith.sitofp %a : i32 to f32
      %bf = arith.sitofp %b : i32 to f32
      %ten = arith.constant 10.0 : f32
      %x = arith.mulf %af, %ten : f32
      %y = arith.addf %x, %bf : f32
      memref.store %y, %src[%i, %j] : memref<4x5xf32>
    }
  }
  %dst = memref.alloc() : memref<4x5xf32>
  memref.copy %src, %dst : memref<4x5xf32> to memref<4x5xf32>
  %z = arith.constant 0.0 : f32
  memref.store %z, %src[%c0, %c0] : memref<4x5xf32>
  %ud = memref.cast %dst : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  // Strided source to a contiguous destination.
  %sv = memref.subview %src[1, 1] [2, 2] [2, 3] : memref<4x5xf32> to memref<2x2xf32, strided<[10, 3], offset: 6>>
  %small = memref.alloc() : memref<2x2xf32>
  memref.copy %sv, %small : memref<2x2xf32, strided<[10, 3], offset: 6>> to memref<2x2xf32>
  %us = memref.cast %small : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  // Contiguous source into a strided destination inside dst.
  %dv = memref.subview %dst[0, 0] [2, 2] [3, 4] : memref<4x5xf32> to memref<2x2xf32, strided<[15, 4]>>
  memref.copy %small, %dv : memref<2x2xf32> to memref<2x2xf32, strided<[15, 4]>>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  // Rank 0.
  %r0 = memref.alloca() : memref<f32>
  %r1 = memref.alloca() : memref<f32>
  %pi = arith.constant 3.14159274 : f32
  memref.store %pi, %r0[] : memref<f32>
  memref.copy %r0, %r1 : memref<f32> to memref<f32>
  %u1 = memref.cast %r1 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  memref.dealloc %small : memref<2x2xf32>
  memref.dealloc %dst : memref<4x5xf32>
  memref.dealloc %src : memref<4x5xf32>
  return
}
