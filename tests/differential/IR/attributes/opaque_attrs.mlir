// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Attributes of an unregistered dialect are kept as opaque text; the body is
// copied verbatim and `#d<ident>` uses the pretty `#d.ident` form when the
// identifier allows it. An opaque attribute may carry a type.
"t.a"() {a = #foo.bar, b = #foo.bar<1, "x", [a, b]>, c = #foo<"raw body">, d = #foo.bar<{nested = <angle>}>} : () -> ()
"t.b"() {e = #foo.bar.baz, f = #foo.bar<  spaced   out  >, g = #foo<bar>, h = #foo.bar<"a>b">, i = #foo.a_b$c} : () -> ()
"t.c"() {j = #foo.typed : i32, k = #foo<"x"> : tensor<2xf32>, l = [#foo.in_array, #foo.x<(y)>]} : () -> ()
"t.d"() {m = #foo.bar<[(){}]>, n = #foo.bar<<<>>>} : () -> ()
