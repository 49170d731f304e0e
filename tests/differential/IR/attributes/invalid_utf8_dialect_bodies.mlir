// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Bodies of unknown dialect attributes and types are printed back byte for
// byte: bytes that are not UTF-8 stay raw, escapes stay escapes, and a
// U+10FF80 written as UTF-8 stays as written.
#al = #foo<"ÿþ">
!tal = !foo.bar<þ x ý>
"t.a"() {a = #foo<"\FF">, b = #foo<"ÿ">, c = #foo.bar<þ>, d = #al, e = #foo.baz<"ô¾€">, f = [#foo<ðŸ>, #foo<Ã©>]} : () -> (!foo.bar<þ>, !foo<"ý">, !tal, !foo.q<ô¾€>)
"t.b"() : () -> (!foo.t<þ>, !foo.t<þ>)
