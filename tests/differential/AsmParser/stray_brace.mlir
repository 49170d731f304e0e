// RUN: --allow-unregistered-dialect
// A closing brace at the top level.
"t.a"() : () -> ()
}
