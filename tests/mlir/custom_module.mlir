// RUN: mlir-rs-opt %s | FileCheck %s

// CHECK: module @outer attributes {t.attr = 1 : i64} {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @outer attributes {t.attr = 1} {
  module @inner {}
}
