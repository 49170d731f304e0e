// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// dense_resource references a blob of the file-level resource section. The
// printed section lists only referenced blobs, in the order of first use in
// the printed output (not the input order); unreferenced blobs are dropped. A
// reference to an undefined blob is not an error. A blob is a 4-byte
// little-endian alignment (a power of two) followed by the data; it is
// re-printed in uppercase hex.
"t.a"() {zz = dense_resource<zeta> : tensor<2xf32>, aa = dense_resource<alpha> : tensor<3xi8>, bb = dense_resource<alpha> : tensor<3xi8>} : () -> ()
"t.b"() {m = dense_resource<mid> : tensor<1xi64>, u = dense_resource<undefined_blob> : tensor<2xi32>} : () -> ()
"t.c"() {v = [dense_resource<zeta> : tensor<2xf32>], w = dense_resource<lower> : tensor<2xi8>} : () -> ()

{-# dialect_resources: { builtin: { mid: "0x080000000100000000000000", unused: "0x0100000000", alpha: "0x01000000010203", zeta: "0x040000000000803F00000040", lower: "0x10000000abcd" } } #-}
