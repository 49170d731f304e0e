// RUN: --allow-unregistered-dialect
// Dense literal with the wrong number of elements.
"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
