// RUN: --allow-unregistered-dialect --topological-sort
// RUN: --allow-unregistered-dialect --topological-sort --mlir-print-op-generic
// The body of a module is a graph region: its ops move so that each comes
// after the ops defining what it uses. Ops that are ready keep their
// relative order, and each round places what became ready.
%sum = "g.add"(%lhs, %rhs) : (i32, i32) -> i32
"g.sink"(%sum, %scaled) : (i32, i32) -> ()
%lhs = "g.load"() {slot = 0 : i32} : () -> i32
%scaled = "g.mul"(%sum, %factor) : (i32, i32) -> i32
%rhs = "g.load"() {slot = 1 : i32} : () -> i32
%factor = "g.const"() {value = 3 : i32} : () -> i32
"g.free"() : () -> ()
