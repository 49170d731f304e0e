// RUN: --allow-unregistered-dialect
// An escape that is neither a known letter nor two hex digits.
"t.a"() {s = "\q"} : () -> ()
