// RUN: --allow-unregistered-dialect
// Dense i1 arrays take only true/false.
"t.a"() {a = array<i1: 1, 0>} : () -> ()
