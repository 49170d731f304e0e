// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Verifier: module attributes need dialect-prefixed names.
module @m attributes {b, a = "s"} {
  "t.a"() : () -> ()
}
