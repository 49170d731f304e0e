// RUN: --allow-unregistered-dialect
// Operand list and function type inputs disagree.
%0 = "t.a"() : () -> i32
"t.b"(%0) : () -> ()
