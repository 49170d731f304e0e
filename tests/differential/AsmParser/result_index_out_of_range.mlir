// RUN: --allow-unregistered-dialect
// `%x#5` on an op that has two results.
%x:2 = "t.a"() : () -> (i32, i32)
"t.b"(%x#5) : (i32) -> ()
