// RUN: --allow-unregistered-dialect
// A character that starts no token.
"t.a"() : () -> () `
