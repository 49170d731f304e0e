// RUN: --allow-unregistered-dialect
// Verifier: a module body cannot use a value defined outside it.
%foo = "t.a"() : () -> i32
module {
  "t.c"(%foo) : (i32) -> ()
}
