// RUN: --allow-unregistered-dialect --verify-diagnostics=only-expected --split-input-file
// RUN: --allow-unregistered-dialect --verify-diagnostics=all --split-input-file
// `=only-expected` checks only that every annotation is produced:
// diagnostics nothing expected and near misses pass. `=all` is the plain
// flag.
"t.a"(%x) : (i32) -> ()
// -----
// expected-warning@+1 {{undeclared}}
"t.a"(%y) : (i32) -> ()
// -----
// expected-error@+1 {{undeclared}}
"t.a"(%z) : (i32) -> ()
// -----
// expected-error@unknown {{never produced}}
// expected-note {{nor this}}
"t.ok"() : () -> ()
