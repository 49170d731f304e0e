// RUN: --allow-unregistered-dialect
// The same at the end of the input: mlir-opt points one character back.
"t.a"() : () -> tensor<*xf32, "e">