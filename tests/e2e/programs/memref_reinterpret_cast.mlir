// RUN: -e main --entry-point-result=void
// memref.reinterpret_cast: a flat buffer seen as 2-D and 3-D with static
// and dynamic offsets, sizes and strides, including a broadcast (stride 0)
// and a reversed-order layout.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c24 = arith.constant 24 : index
  %buf = memref.alloc() : memref<24xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    memref.store %w, %buf[%i] : memref<24xi32>
  }
  %a = memref.reinterpret_cast %buf to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xi32> to memref<4x6xi32>
  %ua = memref.cast %a : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %b = memref.reinterpret_cast %buf to offset: [1], sizes: [2, 3, 2], strides: [12, 4, 1] : memref<24xi32> to memref<2x3x2xi32, strided<[12, 4, 1], offset: 1>>
  %ub = memref.cast %b : memref<2x3x2xi32, strided<[12, 4, 1], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  // Dynamic: the column-major 3x4 view of elements 2..13.
  %c = memref.reinterpret_cast %buf to offset: [%c2], sizes: [%c3, %c4], strides: [%c1, %c3] : memref<24xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %uc = memref.cast %c : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  // A broadcast row: stride 0 on the outer dimension.
  %d = memref.reinterpret_cast %buf to offset: [20], sizes: [3, 4], strides: [0, 1] : memref<24xi32> to memref<3x4xi32, strided<[0, 1], offset: 20>>
  %ud = memref.cast %d : memref<3x4xi32, strided<[0, 1], offset: 20>> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  // A write through the column-major view shows in the row-major one.
  %m = arith.constant -1 : i32
  memref.store %m, %c[%c2, %c1] : memref<?x?xi32, strided<[?, ?], offset: ?>>
  %x = memref.load %a[%c0, %c4] : memref<4x6xi32>
  %ux = memref.cast %a : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%ux) : (memref<*xi32>) -> ()
  memref.dealloc %buf : memref<24xi32>
  return
}
