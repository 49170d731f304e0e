// RUN: --allow-unregistered-dialect
// A float literal must start with a digit.
"t.a"() {a = .5} : () -> ()
