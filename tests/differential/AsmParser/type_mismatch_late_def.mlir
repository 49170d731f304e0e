// RUN: --allow-unregistered-dialect
// A forward-referenced value defined later with another type.
"t.r"() ({
  "t.a"(%v) : (i32) -> ()
  %v = "t.c"() : () -> f32
}) : () -> ()
