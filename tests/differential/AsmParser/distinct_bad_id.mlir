// RUN: --allow-unregistered-dialect
// The id of a distinct attribute must be an integer.
"t.a"() {a = distinct[x]<1>} : () -> ()
