// RUN:
// RUN: --mlir-print-op-generic
// An unregistered op without --allow-unregistered-dialect.
"t.a"() : () -> ()
"t.b"() : () -> ()
