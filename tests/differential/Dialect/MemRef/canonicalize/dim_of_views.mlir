// RUN: --canonicalize
func.func @view_dim(%buf: memref<2048xi8>, %off: index, %n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%off][%n, %m] : memref<2048xi8> to memref<?x?xf32>
  %d0 = memref.dim %v, %c0 : memref<?x?xf32>
  %d1 = memref.dim %v, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @subview_dim(%m: memref<?x?x?xf32>, %a: index, %b: index, %o: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%o, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %d0, %d1 : index, index
}

func.func @alloc_then_cast(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %d = memref.dim %c, %c0 : memref<?xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<?xf32>
  return %d : index
}
