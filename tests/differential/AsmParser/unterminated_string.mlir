// RUN: --allow-unregistered-dialect
// A string literal running to the end of the file.
"t.a"() {s = "abc} : () -> ()
