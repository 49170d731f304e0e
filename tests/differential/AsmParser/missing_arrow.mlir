// RUN: --allow-unregistered-dialect
// Function type of a generic op without `->`.
"t.a"() : ()
