// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// A diagnostic whose text only annotations of another kind match is
// reported at the last of them, not as unexpected; an annotation of its
// kind anywhere among them takes it instead. The first annotation that
// matches takes every diagnostic, so a second one with the same text is
// never reached.
// expected-warning@+1 {{undeclared}}
"t.a"(%x) : (i32) -> ()
// -----
// expected-warning@+2 {{undeclared}}
// expected-remark@+1 {{undeclared}}
"t.a"(%x) : (i32) -> ()
// -----
// expected-warning@+3 {{undeclared}}
// expected-error@+2 {{undeclared}}
// expected-remark@+1 {{undeclared}}
"t.a"(%x) : (i32) -> ()
// -----
// expected-note@+1 {{undeclared}}
"t.a"(%x) : (i32) -> ()
// -----
// A note is matched like any diagnostic: an error annotation at its line
// is a near miss.
%0 = "t.def"() : () -> i32
module { // expected-error {{required by region isolation}}
  "t.use"(%0) : (i32) -> () // expected-error {{defined outside the region}}
}
// -----
// expected-error@below {{expected attribute}}
// expected-error@below {{expected attribute}}
#attr = distinct[8]<attribute
// -----
// expected-error@below {{expected attribute value}}
#attr = distinct[8]<attribute
