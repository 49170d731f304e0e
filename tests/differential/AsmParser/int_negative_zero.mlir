// RUN: --allow-unregistered-dialect
// `-0` is rejected for integer types.
"t.a"() {a = -0 : i32} : () -> ()
