// RUN:
// RUN: --mlir-print-op-generic
// Values defined directly in the module body are numbered/named before any
// function body; names used at module level make later uses in functions
// take suffixes (%c0_0), and numbered results continue after them.
%m0 = arith.constant 0 : index
%m1 = ub.poison : i32
%m2 = arith.constant 1.0 : f32
func.func @f() -> index {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %cst = arith.constant 2.0 : f32
  %p = ub.poison : i32
  return %a : index
}
func.func @g() -> i32 {
  %a = arith.constant 0 : index
  %p = ub.poison : i32
  return %p : i32
}
