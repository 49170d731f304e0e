// RUN: --allow-unregistered-dialect
// An unranked memref has no layout, even after its memory space.
"t.a"() : () -> (memref<*xf32, 1, strided<[1]>>)
