// RUN: not mlir-rs-opt %s
// Without --allow-unregistered-dialect, unregistered ops are rejected.
"t.a"() : () -> ()
