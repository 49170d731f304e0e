// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Verifier: in a multi-block region a use must be dominated by its
// definition. The note prints the op in generic form.
"t.r"() ({
^bb0:
  "t.x"(%v)[^bb1] : (i64) -> ()
^bb1:
  %v = "t.y"() : () -> i64
  "t.z"(%v)[^bb1] : (i64) -> ()
}) : () -> ()
