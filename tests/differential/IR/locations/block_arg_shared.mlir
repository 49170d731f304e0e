// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// A location used both by a block argument and by an op gets one alias,
// which is then not deferred (printed before the module). A composite block
// argument location is printed inline at the top level, but its children are
// printed through their aliases.
"t.region"() ({
^bb0(%a: i32 loc("shared.c":1:1), %b: i32 loc(callsite("inner.c":2:2 at "outer.c":3:3)), %c: i1 loc(fused["p.c":1:1, "q.c":2:2])):
  "t.x"(%a, %b, %c) : (i32, i32, i1) -> () loc("shared.c":1:1)
  "t.y"() : () -> () loc("inner.c":2:2)
}) : () -> () loc("region.c":5:5)
