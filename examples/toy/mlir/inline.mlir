// RUN: toy-opt --inline %s | FileCheck %s

// Chapter 4: a call of a private function is replaced by its body, a
// `toy.cast` converting each ranked argument to the function's unranked
// one; the function, left without a call, is erased.
// CHECK-NOT:   @scale
// CHECK-LABEL: toy.func @main(
// CHECK-SAME:      %[[X:.*]]: tensor<4xf64>)
// CHECK-NEXT:    %[[CAST:.*]] = toy.cast %[[X]] : tensor<4xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[SUM:.*]] = toy.add %[[CAST]], %[[CAST]] : tensor<*xf64>
// CHECK-NEXT:    toy.print %[[SUM]] : tensor<*xf64>
// CHECK-NEXT:    toy.return
// CHECK-NOT:   @scale
toy.func private @scale(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.add %arg0, %arg0 : tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}
toy.func @main(%arg0: tensor<4xf64>) {
  %0 = toy.generic_call @scale(%arg0) : (tensor<4xf64>) -> tensor<*xf64>
  toy.print %0 : tensor<*xf64>
  toy.return
}
