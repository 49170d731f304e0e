// RUN: --allow-unregistered-dialect
// `@` must be followed by an identifier or a string.
"t.a"() {a = @} : () -> ()
