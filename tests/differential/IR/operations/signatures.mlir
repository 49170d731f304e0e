// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// The trailing function type of a generic op: a single result drops its
// parentheses unless it is a function type; zero results print `()`.
%0 = "t.a"() : () -> (i32)
%1 = "t.b"(%0) : (i32) -> ((i32) -> i32)
%2:2 = "t.c"(%0, %1) : (i32, (i32) -> i32) -> (f32, f32)
"t.d"() : () -> ()
%3 = "t.e"() : () -> (tuple<>)
%4 = "t.f"() : () -> !foo.t
