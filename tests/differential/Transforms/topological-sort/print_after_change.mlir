// RUN: --allow-unregistered-dialect --topological-sort --mlir-print-ir-after-change
// RUN: --allow-unregistered-dialect --topological-sort --topological-sort --mlir-print-ir-after-all
// A body that needs sorting is printed after the pass; a second run
// changes nothing.
"p.use"(%v) : (i32) -> ()
%v = "p.def"() : () -> i32
