// RUN: toy-opt --toy-to-affine %s | FileCheck %s

// A tensor of rank 0 is a buffer without dimensions: no loop, subscripts
// `[]` (the index constant of the constant's lowering stays unused). A
// splat constant stores its one value at every position.

// CHECK-LABEL: func.func @main() {
// CHECK:         %[[SUM:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK-NEXT:    %[[ONES:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK-NEXT:    %[[SQUARE:.*]] = memref.alloc() : memref<f64>
// CHECK-NEXT:    %[[SCALAR:.*]] = memref.alloc() : memref<f64>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[V:.*]] = arith.constant 5.500000e+00 : f64
// CHECK-NEXT:    affine.store %[[V]], %[[SCALAR]][] : memref<f64>
// CHECK-NEXT:    %[[L:.*]] = affine.load %[[SCALAR]][] : memref<f64>
// CHECK-NEXT:    %[[R:.*]] = affine.load %[[SCALAR]][] : memref<f64>
// CHECK-NEXT:    %[[P:.*]] = arith.mulf %[[L]], %[[R]] : f64
// CHECK-NEXT:    affine.store %[[P]], %[[SQUARE]][] : memref<f64>
// CHECK-NEXT:    toy.print %[[SQUARE]] : memref<f64>
// CHECK-COUNT-4: arith.constant 1.000000e+00 : f64
// CHECK:         affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[A:.*]] = affine.load %[[ONES]][%[[I]], %[[J]]] : memref<2x2xf64>
// CHECK-NEXT:        %[[B:.*]] = affine.load %[[ONES]][%[[I]], %[[J]]] : memref<2x2xf64>
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[A]], %[[B]] : f64
// CHECK-NEXT:        affine.store %[[S]], %[[SUM]][%[[I]], %[[J]]] : memref<2x2xf64>
// CHECK:         toy.print %[[SUM]] : memref<2x2xf64>
// CHECK-NEXT:    memref.dealloc %[[SCALAR]] : memref<f64>
// CHECK-NEXT:    memref.dealloc %[[SQUARE]] : memref<f64>
// CHECK-NEXT:    memref.dealloc %[[ONES]] : memref<2x2xf64>
// CHECK-NEXT:    memref.dealloc %[[SUM]] : memref<2x2xf64>
// CHECK-NEXT:    return
toy.func @main() {
  %0 = toy.constant dense<5.500000e+00> : tensor<f64>
  %1 = toy.mul %0, %0 : tensor<f64>
  toy.print %1 : tensor<f64>
  %2 = toy.constant dense<1.000000e+00> : tensor<2x2xf64>
  %3 = toy.add %2, %2 : tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  toy.return
}
