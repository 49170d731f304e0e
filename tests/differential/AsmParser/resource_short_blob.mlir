// RUN: --allow-unregistered-dialect
// A blob shorter than its 4-byte alignment prefix.
"t.a"() {a = dense_resource<b> : tensor<2xi8>} : () -> ()
{-# dialect_resources: { builtin: { b: "0x0100" } } #-}
