// RUN: --allow-unregistered-dialect
// A location alias must name a location attribute.
"t.a"() : () -> () loc(#a)
#a = 1
