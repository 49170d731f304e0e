// RUN: --allow-unregistered-dialect
// Use of a type alias that was never defined.
"t.a"() : () -> !undefined_alias
