// RUN: --allow-unregistered-dialect
// Integer elements in a float dense literal.
"t.a"() {a = dense<[1, 2]> : tensor<2xf32>} : () -> ()
