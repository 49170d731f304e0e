// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Result groups: `%r:N` defines N results that are used as `%r#i`; a single
// result prints as `%N`; results need not be bound to a name in the input;
// a plain use of a group name means its first result.
%a:3 = "t.three"() : () -> (i32, f32, i1)
%b = "t.one"(%a#2, %a#0) : (i1, i32) -> index
"t.none"(%a#1, %b) : (f32, index) -> ()
%c:1 = "t.group_of_one"() : () -> i8
"t.use"(%c#0, %c) : (i8, i8) -> ()
"t.unbound"() : () -> (i16, i16)
%d:2 = "t.two"(%a#0, %a#0, %a#0) : (i32, i32, i32) -> (i64, i64)
"t.use2"(%d#1, %d#0) : (i64, i64) -> ()
"t.plain_use"(%d) : (i64) -> ()
