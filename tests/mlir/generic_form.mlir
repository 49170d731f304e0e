// RUN: mlir-rs-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({
// CHECK: %[[A:.*]]:2 = "t.pair"() : () -> (i32, f32)
// CHECK-NEXT: "t.use"(%[[A]]#1, %[[A]]#0) : (f32, i32) -> ()
// CHECK-NOT: "t.missing"
// CHECK: "t.region"() ({
// CHECK-NEXT: ^bb0(%[[X:arg[0-9]+]]: index):
// CHECK-DAG: "t.b"(%[[X]])
// CHECK-DAG: "t.a"(%[[X]])
// CHECK: }) {flag} : () -> ()
%0:2 = "t.pair"() : () -> (i32, f32)
"t.use"(%0#1, %0#0) : (f32, i32) -> ()
"t.region"() ({
^bb0(%i: index):
  "t.a"(%i) : (index) -> ()
  "t.b"(%i) : (index) -> ()
}) {flag} : () -> ()
