// RUN: --allow-unregistered-dialect
// A builtin resource whose value is not a hex blob.
"t.a"() {a = dense_resource<b> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { b: "0xZZ" } } #-}
