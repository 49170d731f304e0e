// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// `@unknown` annotations take diagnostics without a file position only:
// not one in another file, not one at line 0 of this file. Those nothing
// produced are reported after the others, at `<unknown>:0:`, and mlir-opt
// lists them twice. A near miss of an `@unknown` annotation is reported
// there too.
// expected-warning@unknown {{redefinition of symbol named 'a'}}
module {
  "t.f"() {sym_name = "a"} : () -> () // expected-note {{existing symbol}}
  "t.f"() {sym_name = "a"} : () -> () loc(unknown)
}
// -----
// expected-error@unknown {{redefinition of symbol named 'b'}}
module {
  "t.f"() {sym_name = "b"} : () -> () loc(unknown)
  "t.f"() {sym_name = "b"} : () -> () loc("other.mlir":3:4)
}
// -----
// expected-error@unknown {{redefinition of symbol named 'c'}}
module {
  "t.f"() {sym_name = "c"} : () -> () loc("unknown_locations.mlir":0:0)
  "t.f"() {sym_name = "c"} : () -> () loc("unknown_locations.mlir":0:0)
}
// -----
// expected-error@unknown {{undeclared}}
"t.a"(%x) : (i32) -> ()
// -----
// expected-remark@unknown {{never produced}}
// expected-error {{nor this one}}
"t.ok"() : () -> ()
