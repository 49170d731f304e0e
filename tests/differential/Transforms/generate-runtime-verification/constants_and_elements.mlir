// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-local-scope --mlir-print-op-generic
// Vector and i1 elements, attributes on the ops in messages, constant
// indices folding atomic_rmw's bounds, constant values among a subview's
// dynamic entries (compared, then folded in the else branches), and copies
// and casts of allocations (their memref.dim not folded).
func.func @misc(%m: memref<?xvector<4xf32>>, %n: memref<4x4xi1>, %i: index, %b: i1) -> vector<4xf32> {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %v = memref.load %m[%i] {alignment = 16 : i64} : memref<?xvector<4xf32>>
  memref.store %b, %n[%c2, %c9] : memref<4x4xi1>
  %x = memref.atomic_rmw ori %b, %n[%c2, %c2] : (i1, memref<4x4xi1>) -> i1
  return %v : vector<4xf32>
}
func.func @sv(%m: memref<10x10xf32>, %i: index) -> memref<?x?xf32, strided<[10, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c1, %i][%i, %c1][1, 1] : memref<10x10xf32> to memref<?x?xf32, strided<[10, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[10, 1], offset: ?>>
}
func.func @cp(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<8xf32>
  scf.execute_region {
    scf.yield
  }
  return
}
