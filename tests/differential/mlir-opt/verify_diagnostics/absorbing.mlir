// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// An annotation is not used up by the diagnostic it accepts: the parser's
// two errors at one position (`expected attribute value`, then `expected
// attribute`) are both accepted by one annotation, whatever form names
// its line. Every run here succeeds.
"t.ok"() : () -> ()
// -----
// expected-error@below {{expected attribute}}
#attr = distinct[8]<attribute
// -----
// expected-error@+1 {{expected attribute}}
#attr = distinct[8]<attribute
// -----
#attr = distinct[8]<attribute
// expected-error@above {{expected attribute}}
// -----
#attr = distinct[8]<attribute
// expected-error@-1 {{expected attribute}}
// -----
// expected-error-re@+1 {{expected {{[a-z]+}}}}
#attr = distinct[8]<attribute
// -----
// A diagnostic without a file position is accepted by `@unknown`, the
// note of the same diagnostic by a note annotation of its line.
// expected-error@unknown {{redefinition of symbol named 'a'}}
module {
  "t.f"() {sym_name = "a"} : () -> () // expected-note {{see existing symbol definition here}}
  "t.f"() {sym_name = "a"} : () -> () loc(unknown)
}
// -----
// expected-error@unknown {{redefinition of symbol named 'b'}}
module {
  "t.f"() {sym_name = "b"} : () -> () // expected-note {{existing symbol}}
  "t.f"() {sym_name = "b"} : () -> () loc("named")
}
