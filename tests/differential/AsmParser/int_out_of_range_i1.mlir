// RUN: --allow-unregistered-dialect
// Only 0, 1 and -1 fit i1.
"t.a"() {a = 2 : i1} : () -> ()
