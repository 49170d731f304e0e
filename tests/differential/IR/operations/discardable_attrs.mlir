// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// The attribute dictionary of a generic op follows the regions; it is sorted,
// an empty one is dropped, and it may hold any attributes.
"t.a"() {} : () -> ()
"t.b"() {z = 1 : i8, a = 2 : i8, m = affine_map<(d0) -> (d0)>} : () -> ()
"t.c"() ({
  "t.d"() {inner} : () -> ()
}) {outer, x = [1, 2]} : () -> ()
"t.e"() {"quoted key" = unit, dialect.attr = "v", _a = @sym} : () -> ()
