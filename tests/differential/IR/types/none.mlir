// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
%0 = "t.none"() : () -> none
"t.take"(%0) {ty = none} : (none) -> ()
