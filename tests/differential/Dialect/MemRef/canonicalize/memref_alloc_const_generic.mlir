// RUN: --canonicalize --mlir-print-op-generic
// SimplifyAllocConst's new ops in the generic form: the segment sizes of
// the new allocation, its kept alignment and discardable attributes.

func.func @generic(%s: index) -> memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>> {
  %c3 = arith.constant 3 : index
  %0 = memref.alloc(%c3)[%s] {alignment = 32, tag = "t"} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return %0 : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
}
