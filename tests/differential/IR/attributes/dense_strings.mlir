// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Dense string elements (the element type is not an int/float type).
"t.str"() {a = dense<["a", "b"]> : tensor<2x!foo.str>, b = dense<"same"> : tensor<3x!foo.str>, c = dense<["x", "x"]> : tensor<2x!foo.str>} : () -> ()
"t.escapes"() {a = dense<["q\"", "\0A", "tab\09"]> : tensor<3x!foo.str>, b = dense<[["ab"], ["cd"]]> : tensor<2x1x!foo.str>, c = dense<"z"> : tensor<!foo.str>} : () -> ()
