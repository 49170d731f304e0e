// RUN: --allow-unregistered-dialect
// Nested dense literal with inconsistent inner sizes.
"t.a"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
