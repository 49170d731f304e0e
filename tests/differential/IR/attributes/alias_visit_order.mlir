// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// The alias numbering follows the order in which the alias pass visits
// values. For a generic op this is: nested regions first, then operand
// types, result types and the attribute dictionary; the location of each op
// comes before everything it prints. In the custom form of builtin.module the
// `attributes` dictionary is visited before the body, in generic form after.
module attributes {t.mod = affine_map<(d0) -> (d0 + 9)>} {
  %0 = "t.op"() ({
    "t.inner"() {i = affine_map<(d0) -> (d0 + 2)>} : () -> ()
  }) {a = affine_map<(d0) -> (d0 + 3)>} : () -> memref<2xf32, affine_map<(d0) -> (d0 + 4)>>
  "t.use"(%0) {b = affine_map<(d0) -> (d0 + 5)>} : (memref<2xf32, affine_map<(d0) -> (d0 + 4)>>) -> memref<2xf32, affine_map<(d0) -> (d0 + 6)>>
  %2 = "t.fwd"(%3) : (memref<2xf32, affine_map<(d0) -> (d0 + 8)>>) -> memref<2xf32, affine_map<(d0) -> (d0 + 7)>>
  %3 = "t.def"() : () -> memref<2xf32, affine_map<(d0) -> (d0 + 8)>>
}
