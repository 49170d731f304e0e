// RUN: --allow-unregistered-dialect
// A location that is none of the known forms.
"t.a"() : () -> () loc(garbage)
