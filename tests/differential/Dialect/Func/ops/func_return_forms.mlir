// RUN:
// RUN: --mlir-print-op-generic
// func.return with no operands, one, several, function-typed operands, and a
// discardable attribute (the attr-dict comes before the operands).
func.func @r0() {
  func.return
}
func.func @r1(%a: i64) -> i64 {
  return %a : i64
}
func.func @r3(%a: i64, %b: f16, %c: vector<2xi1>) -> (i64, f16, vector<2xi1>) {
  return %a, %b, %c : i64, f16, vector<2xi1>
}
func.func @rfn(%f: (i32) -> i32) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}
func.func @rattr(%a: i32) -> i32 {
  return {my.ret = 1 : i32} %a : i32
}
func.func @rattr_empty() {
  return {my.unit}
}
