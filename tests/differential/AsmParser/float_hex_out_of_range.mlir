// RUN: --allow-unregistered-dialect
// A hex float literal with more bits than the type.
"t.a"() {a = 0x1234 : f8E4M3FN} : () -> ()
