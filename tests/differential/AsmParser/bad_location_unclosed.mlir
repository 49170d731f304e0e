// RUN: --allow-unregistered-dialect
// A file location with a missing column number.
"t.a"() : () -> () loc("f.c":1:)
