// RUN: --allow-unregistered-dialect
// A location alias that is never defined.
"t.a"() : () -> () loc(#undefined)
