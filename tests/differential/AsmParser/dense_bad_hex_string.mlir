// RUN: --allow-unregistered-dialect
// A non-hex string for an integer dense literal.
"t.a"() {a = dense<"abc"> : tensor<3xi8>} : () -> ()
