// RUN: --allow-unregistered-dialect
// A value used with a type different from its definition.
%0 = "t.a"() : () -> i32
"t.b"(%0) : (f32) -> ()
