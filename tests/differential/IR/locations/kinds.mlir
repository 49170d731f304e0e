// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic
// One op per location kind. Op locations are printed as `loc(#locN)` with the
// alias definitions after the module; children of name/callsite/fused
// locations get their own aliases and are numbered before their parents.
"t.unknown"() : () -> () loc(unknown)
"t.file"() : () -> () loc("file.c":3:4)
"t.range"() : () -> () loc("file.c":3:4 to 5:6)
"t.range_col"() : () -> () loc("file.c":3:4 to :9)
"t.name"() : () -> () loc("name")
"t.name_child"() : () -> () loc("name"("file.c":1:2))
"t.callsite"() : () -> () loc(callsite("callee.c":1:2 at "caller.c":3:4))
"t.fused"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"t.fused_meta"() : () -> () loc(fused<"meta">["a.c":1:1, "b.c":2:2])
"t.fused_one"() : () -> () loc(fused["a.c":1:1])
"t.fused_one_meta"() : () -> () loc(fused<"m">["a.c":1:1])
"t.no_loc"() : () -> ()
