// RUN: --allow-unregistered-dialect
// Memory spaces must be integers, strings, dictionaries or dialect
// attributes; an opaque attribute of an unregistered dialect is not accepted.
"t.a"() : () -> memref<4xf32, #foo.space<global>>
