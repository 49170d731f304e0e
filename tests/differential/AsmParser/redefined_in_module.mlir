// RUN: --allow-unregistered-dialect
// A nested module does not start a new name scope while parsing.
%foo = "t.a"() : () -> i32
module {
  %foo = "t.b"() : () -> i32
}
