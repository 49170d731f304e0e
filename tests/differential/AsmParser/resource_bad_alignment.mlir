// RUN: --allow-unregistered-dialect
// The first 4 bytes of a blob are its alignment, which must be a power of two.
"t.a"() {a = dense_resource<b> : tensor<2xi8>} : () -> ()
{-# dialect_resources: { builtin: { b: "0x03000000abcd" } } #-}
