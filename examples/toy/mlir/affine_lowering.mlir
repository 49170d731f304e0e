// RUN: toy-opt --toy-to-affine --canonicalize --cse %s | FileCheck %s
// RUN: toy-opt --toy-to-affine %s | FileCheck %s --check-prefix=RAW

// Chapter 5: the tensors become buffers, allocated at the start of the
// block (the last lowered first) and freed in lowering order before the
// terminator; the constant is stored element by element, the transpose
// and the product are loop nests over their result's shape.

// CHECK-LABEL: func.func @main() {
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-DAG:     %[[THREE:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-DAG:     %[[FOUR:.*]] = arith.constant 4.000000e+00 : f64
// CHECK-DAG:     %[[FIVE:.*]] = arith.constant 5.000000e+00 : f64
// CHECK-DAG:     %[[SIX:.*]] = arith.constant 6.000000e+00 : f64
// CHECK:         %[[PRODUCT:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    %[[TRANSPOSED:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    %[[INPUT:.*]] = memref.alloc() : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[ONE]], %[[INPUT]][0, 0] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[TWO]], %[[INPUT]][0, 1] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[THREE]], %[[INPUT]][0, 2] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[FOUR]], %[[INPUT]][1, 0] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[FIVE]], %[[INPUT]][1, 1] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[SIX]], %[[INPUT]][1, 2] : memref<2x3xf64>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[X:.*]] = affine.load %[[INPUT]][%[[J]], %[[I]]] : memref<2x3xf64>
// CHECK-NEXT:        affine.store %[[X]], %[[TRANSPOSED]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I2:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J2:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[Y:.*]] = affine.load %[[TRANSPOSED]][%[[I2]], %[[J2]]] : memref<3x2xf64>
// CHECK-NEXT:        %[[Z:.*]] = arith.mulf %[[Y]], %[[Y]] : f64
// CHECK-NEXT:        affine.store %[[Z]], %[[PRODUCT]][%[[I2]], %[[J2]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    toy.print %[[PRODUCT]] : memref<3x2xf64>
// CHECK-NEXT:    memref.dealloc %[[INPUT]] : memref<2x3xf64>
// CHECK-NEXT:    memref.dealloc %[[TRANSPOSED]] : memref<3x2xf64>
// CHECK-NEXT:    memref.dealloc %[[PRODUCT]] : memref<3x2xf64>
// CHECK-NEXT:    return

// Before canonicalization: the constant's indices are `arith.constant`s
// up to the largest dimension, and each operand is loaded on its own.
// RAW-LABEL: func.func @main() {
// RAW:         %[[C0:.*]] = arith.constant 0 : index
// RAW-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// RAW-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// RAW-NEXT:    %[[V:.*]] = arith.constant 1.000000e+00 : f64
// RAW-NEXT:    affine.store %[[V]], %{{.*}}[%[[C0]], %[[C0]]] : memref<2x3xf64>
// RAW:         affine.store %{{.*}}, %{{.*}}[%[[C1]], %[[C2]]] : memref<2x3xf64>
// RAW:         %[[L:.*]] = affine.load %[[T:.*]][%{{.*}}, %{{.*}}] : memref<3x2xf64>
// RAW-NEXT:    %[[R:.*]] = affine.load %[[T]][%{{.*}}, %{{.*}}] : memref<3x2xf64>
// RAW-NEXT:    arith.mulf %[[L]], %[[R]] : f64
// RAW-NOT:     toy.
// RAW:         toy.print
// RAW-NOT:     toy.
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %2 = toy.mul %1, %1 : tensor<3x2xf64>
  toy.print %2 : tensor<3x2xf64>
  toy.return
}
