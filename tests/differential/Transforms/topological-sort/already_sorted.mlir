// RUN: --allow-unregistered-dialect --topological-sort
// RUN: --allow-unregistered-dialect --topological-sort --mlir-print-ir-after-change
// A sorted body is not changed: the pass prints nothing after itself
// when only printing after a change.
%a = "k.a"() : () -> i32
%b = "k.b"(%a) : (i32) -> i32
"k.c"(%a, %b) : (i32, i32) -> ()
func.func private @decl()
"k.d"() : () -> ()
