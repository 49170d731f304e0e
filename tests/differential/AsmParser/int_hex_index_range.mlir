// RUN: --allow-unregistered-dialect
// A hex literal wider than index.
"t.a"() {a = 0xffffffffffffffff : index} : () -> ()
