// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Every diagnostic is expected: nothing on stderr, exit code 0; chunks
// without errors still print.
"t.ok"() : () -> ()
// -----
// expected-error @+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()
// -----
"t.b"(%y) : (i32) -> () // expected-error {{undeclared SSA}}
// -----
// expected-error@below {{undeclared}}
"t.c"(%z) : (i32) -> ()
// -----
"t.d"(%w) : (i32) -> ()
// expected-error@above {{undeclared}}
// -----
"t.e"(%v) : (i32) -> ()
// expected-error@-1 {{undeclared}}
// -----
%0 = "a.b"() : () -> i32
module { "a.c"(%0) : (i32) -> () }
// expected-error@-1 {{using value defined outside the region}}
// expected-note@-2 {{required by region isolation constraints}}
// -----
"t.f"(%u) : (i32) -> () // expected-error-re {{use of {{[a-z]+}} SSA value name}}
