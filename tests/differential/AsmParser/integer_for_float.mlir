// RUN: --allow-unregistered-dialect
// A decimal integer literal with a float type (with a note).
"t.a"() {a = 1 : f32} : () -> ()
