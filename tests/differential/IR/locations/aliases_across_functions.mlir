// RUN: --mlir-print-debuginfo --allow-unregistered-dialect
// RUN: --mlir-print-debuginfo --allow-unregistered-dialect --mlir-disable-threading
// A location alias is printed at the end when only op locations use it,
// else before the module: here the first function uses the fused location
// (and its parts) as an op's location, the second as an argument's, and a
// last op as an attribute, so where each alias goes depends on uses in
// functions printed on separate threads.
func.func @op_loc() {
  return loc(fused["p.mlir":1:1, "q.mlir":2:2])
}
func.func @arg_loc(%a: i32 loc(fused["p.mlir":1:1, "q.mlir":2:2])) {
  return
}
func.func @only_op_loc() {
  return loc(callsite("r.mlir":3:3 at "s.mlir":4:4))
}
func.func @op_loc_again() {
  return loc(callsite("r.mlir":3:3 at "s.mlir":4:4))
}
"t.use"() {l = loc(callsite("r.mlir":3:3 at "s.mlir":4:4))} : () -> ()
