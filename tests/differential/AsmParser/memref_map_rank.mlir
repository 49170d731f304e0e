// RUN: --allow-unregistered-dialect
// A layout map needs as many dimensions as the memref has.
"t.a"() : () -> (memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<4xf32, affine_map<() -> (0)>>)
