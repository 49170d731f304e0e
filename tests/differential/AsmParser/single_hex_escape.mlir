// RUN: --allow-unregistered-dialect
// A backslash followed by only one hex digit.
"t.a"() {s = "\4"} : () -> ()
