// RUN: --allow-unregistered-dialect --verify-diagnostics
// An expected note that is not produced is reported; unexpected notes
// (`see current operation`) are not.
%0 = "t.def"() : () -> i32
module {
  "t.use"(%0) : (i32) -> () // expected-error {{defined outside the region}}
  // expected-note@-1 {{a note nobody emits}}
}
