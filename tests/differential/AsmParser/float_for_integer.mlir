// RUN: --allow-unregistered-dialect
// A float literal with an integer type.
"t.a"() {a = 1.5 : i32} : () -> ()
