// RUN: --allow-unregistered-dialect
// A raw newline inside a string literal.
"t.a"() {s = "abc
def"} : () -> ()
