// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Top-level ops that are not a single builtin.module are wrapped in an
// implicit module (printed `module {` with no name or attributes).
"t.a"() : () -> ()
module @inner {
}
%0 = "t.b"() : () -> i32
