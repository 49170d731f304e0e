// RUN: toy-opt --split-input-file --verify-diagnostics %s

toy.func @transpose_keeps_the_shape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  // expected-error @+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}

// -----

toy.func @returns_too_much(%arg0: tensor<*xf64>) {
  // expected-error @+1 {{'toy.return' op does not return the same number of values}}
  toy.return %arg0 : tensor<*xf64>
}
