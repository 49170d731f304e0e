// RUN: --loop-invariant-code-motion --allow-unregistered-dialect
// memref.dim is speculatable only with a constant index below a ranked
// source's rank: such a dim leaves the loop; one with an unknown or
// out-of-bounds index, or of an unranked source, stays. Loads do not move.

func.func @hoist(%a: memref<4x?xf32>, %u: memref<*xf32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %k = %c0 to %n step %c1 {
    %0 = memref.dim %a, %c1 : memref<4x?xf32>
    %1 = memref.dim %a, %i : memref<4x?xf32>
    %2 = memref.dim %a, %c5 : memref<4x?xf32>
    %3 = memref.dim %u, %c0 : memref<*xf32>
    %4 = memref.rank %u : memref<*xf32>
    %5 = memref.load %a[%c0, %c0] : memref<4x?xf32>
    "test.use"(%0, %1, %2, %3, %4, %5) : (index, index, index, index, index, f32) -> ()
  }
  return
}
