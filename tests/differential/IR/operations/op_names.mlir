// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Generic op names are arbitrary non-empty strings; with
// --allow-unregistered-dialect even names without a dialect prefix are
// accepted. The name is printed with string escapes.
"foo"() : () -> ()
"a.b.c"() : () -> ()
"a.b$c"() : () -> ()
"a.b-c"() : () -> ()
"a.b c"() : () -> ()
"a."() : () -> ()
".b"() : () -> ()
"a\"b.c"() : () -> ()
"A.B"() : () -> ()
"x.y\n"() : () -> ()
"a..b"() : () -> ()
"0.x"() : () -> ()
