// RUN: --allow-unregistered-dialect
// The builtin dialect does not allow unknown operations.
"builtin.foo"() : () -> ()
