// RUN: --allow-unregistered-dialect --topological-sort
// Ops in a cycle cannot be ordered: when a round places nothing, the first
// op left is taken where it is, and the ops after it are sorted again.
// An op using its own result is a cycle of one.
%a = "c.a"(%c) : (i32) -> i32
%b = "c.b"(%a) : (i32) -> i32
%c = "c.c"(%b, %d) : (i32, i32) -> i32
%d = "c.d"() : () -> i32
%self = "c.self"(%self, %e) : (i32, i32) -> i32
%e = "c.e"(%a) : (i32) -> i32
%x = "c.x"(%y) : (i32) -> i32
%y = "c.y"(%x, %z) : (i32, i32) -> i32
%z = "c.z"() : () -> i32
"c.use"(%x, %y, %self) : (i32, i32, i32) -> ()
