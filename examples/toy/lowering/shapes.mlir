toy.func @main() {
  %0 = toy.constant dense<5.500000e+00> : tensor<f64>
  %1 = toy.mul %0, %0 : tensor<f64>
  toy.print %1 : tensor<f64>
  %2 = toy.constant dense<1.000000e+00> : tensor<2x2xf64>
  %3 = toy.add %2, %2 : tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  toy.return
}
