// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// A single top-level module is used as is (no implicit wrapper). Its
// discardable attributes must have dialect-prefixed names; sym_name and
// sym_visibility are properties.
module @top attributes {t.b, t.a = "s", sym_visibility = "private"} {
  "t.op"() : () -> ()
}
