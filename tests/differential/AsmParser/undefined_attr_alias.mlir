// RUN: --allow-unregistered-dialect
// Use of an attribute alias that was never defined.
"t.a"() {a = #undefined} : () -> ()
