// RUN: --allow-unregistered-dialect
// A strided layout needs one stride per dimension.
"t.a"() : () -> (memref<4x4xf32, strided<[1]>, 1>)
