// RUN: mlir-rs-opt --allow-unregistered-dialect %s | FileCheck %s
// The checks below are generated from mlir-opt 22's output by the bless
// mode of tests/corpus/filecheck.rs (`MLIR_RS_BLESS=1 cargo test --test corpus -- mlir/`).
// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module attributes {t.attr = {{\[\[}}1, 2], {k = "v"}]} {
// CHECK-NEXT:   %0:2 = "t.pair"() {m = #map} : () -> (i32, f32)
// CHECK-NEXT:   "t.region"(%0#1) ({
// CHECK-NEXT:   ^bb0(%arg0: f32):
// CHECK-NEXT:     "t.br"(%arg0)[^bb1] : (f32) -> ()
// CHECK-NEXT:   ^bb1(%1: f32):  // pred: ^bb0
// CHECK-NEXT:     "t.ret"(%1) : (f32) -> ()
// CHECK-NEXT:   }) {s = "{{\{\{}}not a regex}}"} : (f32) -> ()
// CHECK-NEXT: }

#map = affine_map<(d0)[s0] -> (d0 + s0)>
module attributes {t.attr = [[1, 2], {k = "v"}]} {
  %0:2 = "t.pair"() {m = #map} : () -> (i32, f32)
  "t.region"(%0#1) ({
  ^bb0(%a: f32):
    "t.br"(%a)[^bb1] : (f32) -> ()
  ^bb1(%b: f32):
    "t.ret"(%b) : (f32) -> ()
  }) {s = "{{not a regex}}"} : (f32) -> ()
}
