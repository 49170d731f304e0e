// RUN: --allow-unregistered-dialect
// An exponent marker with no digits.
"t.a"() {a = 1.5e} : () -> ()
