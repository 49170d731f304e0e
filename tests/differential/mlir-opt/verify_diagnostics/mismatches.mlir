// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Unexpected diagnostics, and expectations nothing produced.
// expected-error @+1 {{something else}}
"t.a"(%x) : (i32) -> ()
// -----
"t.ok"() : () -> ()
// expected-warning {{never}}
// -----
module {
  "t.c"(%z) : (i32) -> () // expected-error {{use of {{.*}} name}}
}
// -----
"t.d"(%w) : (i32) -> () // expected-error@+1 {{undeclared}}
