// RUN: toy-opt --canonicalize %s | FileCheck %s

// Chapter 3 of the tutorial: a transpose of a transpose is its input.
// CHECK-LABEL: toy.func @transpose_transpose(
// CHECK-SAME:      %[[ARG:.*]]: tensor<*xf64>)
// CHECK-NEXT:    toy.return %[[ARG]] : tensor<*xf64>
toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}

// Reshapes of a constant fold into one constant of the last shape.
// CHECK-LABEL: toy.func @redundant_reshape(
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00], [2.000000e+00]]> : tensor<2x1xf64>
// CHECK-NEXT:    toy.print %[[C]] : tensor<2x1xf64>
// CHECK-NEXT:    toy.return
toy.func @redundant_reshape() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
  %2 = toy.reshape(%1 : tensor<2x1xf64>) to tensor<2x1xf64>
  toy.print %2 : tensor<2x1xf64>
  toy.return
}
