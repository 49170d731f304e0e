// RUN: --allow-unregistered-dialect
// Hex float literals cannot be negated.
"t.a"() {a = -0x7F800000 : f32} : () -> ()
