// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Locations used as attribute values are aliased (#loc...) even without
// --mlir-print-debuginfo, and are printed before the module. With debuginfo
// they share the #loc numbering with op locations.
"t.a"() {where = loc("attr.c":5:5), list = [loc(unknown), loc("n"("attr.c":5:5))]} : () -> () loc("op.c":1:1)
"t.b"() {same = loc("op.c":1:1)} : () -> ()
