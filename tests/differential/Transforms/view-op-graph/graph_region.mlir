// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph=print-control-flow-edges=1
// In a graph region values are used before they are defined, in cycles:
// the data-flow edges are written after every node, so a use of a later
// value has its edge like any other.
"u.graph"() ({
  %a = "u.add"(%b, %c) : (i32, i32) -> i32
  %b = "u.neg"(%a) : (i32) -> i32
  %c = "u.const"() {value = 1 : i32} : () -> i32
  "u.sink"(%a, %b, %c) : (i32, i32, i32) -> ()
}) : () -> ()
%top = "u.later"(%first) : (i64) -> i64
%first = "u.first"() : () -> i64
