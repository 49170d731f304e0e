// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Function types as type attributes and as values, including nesting and
// function-typed results (which must be parenthesized).
"t.fn"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i1, i1), d = () -> (() -> ()), e = ((i32) -> i32) -> ((f32) -> f32)} : () -> ()
"t.fn2"() {f = (i8) -> (i8), g = (tuple<>) -> ((i1) -> i1, index), h = (() -> i1, () -> i1) -> ()} : () -> ()
%0 = "t.value"() : () -> ((i32) -> (i32, i32))
%1:2 = "t.values"() : () -> (() -> (), (index) -> ((index) -> index))
"t.use"(%0, %1#1) : ((i32) -> (i32, i32), (index) -> ((index) -> index)) -> ()
