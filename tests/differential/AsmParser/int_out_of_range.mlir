// RUN: --allow-unregistered-dialect
// An integer literal that does not fit its type.
"t.a"() {a = 256 : i8} : () -> ()
