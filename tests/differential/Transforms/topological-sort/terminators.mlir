// RUN: --allow-unregistered-dialect --topological-sort --split-input-file
// A last op with the `IsTerminator` trait stays last and is not sorted;
// the last op of an unknown dialect might be a terminator, but it is
// sorted like the others.
"t.user"(%v) : (i32) -> ()
%v = "t.def"() : () -> i32
"t.end"() : () -> ()

// -----

"t.user"(%v) : (i32) -> ()
%v = "t.def"() : () -> i32
ub.unreachable

// -----

"t.user"(%v, %w) : (i32, i32) -> ()
%v = "t.def"() : () -> i32
%w = "t.last"(%v) : (i32) -> i32

// -----

ub.unreachable
