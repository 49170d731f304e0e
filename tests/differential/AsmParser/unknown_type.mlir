// RUN: --allow-unregistered-dialect
// A keyword that is not a builtin type.
"t.a"() : () -> f17
