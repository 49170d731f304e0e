// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-local-scope
// Casts with layouts written as strided affine maps and memory spaces,
// which the dynamic cast keeps. Types with aliases in the output are
// written inline in messages.
#strided = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
func.func @affine_layout(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x16xf32, #strided> {
  %a = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x16xf32, #strided>
  return %a : memref<?x16xf32, #strided>
}

func.func @memory_space(%m: memref<?x2xi8, 5>, %u: memref<*xi8, "shared">) -> (memref<3x2xi8, 5>, memref<3xi8, "shared">) {
  %a = memref.cast %m : memref<?x2xi8, 5> to memref<3x2xi8, 5>
  %b = memref.cast %u : memref<*xi8, "shared"> to memref<3xi8, "shared">
  return %a, %b : memref<3x2xi8, 5>, memref<3xi8, "shared">
}
