// RUN: --allow-unregistered-dialect
// Two forward references to the same value with different types.
"t.r"() ({
  "t.a"(%v) : (i32) -> ()
  "t.b"(%v) : (i64) -> ()
  %v = "t.c"() : () -> i32
}) : () -> ()
