// RUN: --allow-unregistered-dialect
// A key repeated in an attribute dictionary.
"t.a"() {a = 1, a = 2} : () -> ()
