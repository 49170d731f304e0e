// RUN: --allow-unregistered-dialect --verify-diagnostics=only-expected --split-input-file
// With `=only-expected`, a run whose annotations are all produced
// succeeds, whatever else it reports.
"t.ok"() : () -> ()
// -----
"t.a"(%x) : (i32) -> ()
// -----
// expected-error@+1 {{undeclared}}
"t.a"(%z) : (i32) -> ()
// -----
#attr = distinct[8]<attribute // expected-error {{expected attribute value}}
