// RUN: toy-opt --pass-pipeline='builtin.module(toy.func(toy-shape-inference))' %s | FileCheck %s

// Chapter 4: the pass ranks results from their operands' shapes.
// CHECK-LABEL: toy.func @main(
// CHECK:         toy.transpose(%{{.*}} : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK:         toy.mul %{{.*}}, %{{.*}} : tensor<3x2xf64>
toy.func @main(%arg0: tensor<2x3xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
