// RUN: toy-opt --toy-to-affine --split-input-file --verify-diagnostics %s

// Shapes must be inferred first: an unranked tensor has no buffer.
toy.func @main() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  // expected-error @+1 {{failed to legalize operation 'toy.transpose' that was explicitly marked illegal}}
  %1 = toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// -----

// Calls must be inlined first: only an argument-less `main` is lowered.
// expected-error @+1 {{failed to legalize operation 'toy.func' that was explicitly marked illegal}}
toy.func @twice(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = toy.add %arg0, %arg0 : tensor<2xf64>
  toy.return %0 : tensor<2xf64>
}
