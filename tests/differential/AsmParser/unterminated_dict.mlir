// RUN: --allow-unregistered-dialect
// An attribute dictionary that is never closed.
"t.a"() {a = 1 : () -> ()
