// RUN: --allow-unregistered-dialect
// A negative literal for an unsigned type.
"t.a"() {a = -5 : ui8} : () -> ()
