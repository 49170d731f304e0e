// RUN: --allow-unregistered-dialect
// A hex dense literal whose byte count fits neither a splat nor the shape.
"t.a"() {a = dense<"0x010203"> : tensor<2xi32>} : () -> ()
