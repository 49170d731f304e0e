// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// external_resources entries are kept verbatim in their input order (string,
// hex-blob and boolean values) even though nothing refers to them. A file
// section may come before the operations, and a later duplicate blob key in
// dialect_resources replaces the earlier one.
{-# external_resources: { zz: { k2: true, k1: "0x0400000001020304", k3: "text" }, aa: { q: false } } #-}
"t.a"() {b = dense_resource<dup> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { dup: "0x0100000001", dup: "0x0100000002" } } #-}
