// RUN: --allow-unregistered-dialect
// A bare identifier that starts no type is not an attribute value.
"t.a"() {a = slt} : () -> ()
