// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Unexpected diagnostics are reported where they are: at a position in
// another file (no source line), or `<unknown>:0:` with the location when
// there is no position; unexpected notes likewise.
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc("other.mlir":7:8)
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc("q")
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(unknown)
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> () loc("other.mlir":1:1)
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  "t.f"() {sym_name = "a"} : () -> ()
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> () loc("n"("o.mlir":2:2))
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  "t.f"() {sym_name = "a"} : () -> ()
}
