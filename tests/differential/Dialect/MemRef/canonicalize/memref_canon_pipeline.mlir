// RUN: --canonicalize --cse
// RUN: --cse --canonicalize
// The folders and patterns together: constant sizes made static, the dims
// of the new allocation folded through the cast, dead allocations and
// copies removed.

func.func @pipeline(%n: index, %v: f32) -> (index, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc(%c16, %n) : memref<?x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  memref.store %v, %a[%c0, %c0] : memref<?x?xf32>
  %x = memref.load %a[%c0, %c0] : memref<?x?xf32>
  %y = memref.load %a[%c0, %c0] : memref<?x?xf32>
  %s = arith.addf %x, %y : f32
  memref.copy %a, %a : memref<?x?xf32> to memref<?x?xf32>
  %dead = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %dead[%c0] : memref<?xf32>
  memref.dealloc %dead : memref<?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %d0, %d1, %s : index, index, f32
}
