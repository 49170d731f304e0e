// RUN: --allow-unregistered-dialect --topological-sort --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --topological-sort --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo
// Moved ops keep their locations, attributes and result names' order.
%0:2 = "l.pair"(%2) : (f32) -> (f32, f32) loc("first.c":1:2)
"l.use"(%0#1, %1) : (f32, f32) -> () loc("second.c":3:4)
%1 = "l.other"(%0#0) {tag = "x"} : (f32) -> f32 loc(fused["a", "b"])
%2 = "l.source"() : () -> f32 loc(unknown)
