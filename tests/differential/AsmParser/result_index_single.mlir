// RUN: --allow-unregistered-dialect
// `%x#1` on an op that has a single result.
%x = "t.a"() : () -> i32
"t.b"(%x#1) : (i32) -> ()
