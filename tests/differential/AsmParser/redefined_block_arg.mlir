// RUN: --allow-unregistered-dialect
// A block argument may not reuse a name visible from the enclosing region.
%foo = "t.a"() : () -> i32
"t.r"() ({
^bb0(%foo: i64):
  "t.b"() : () -> ()
}) : () -> ()
