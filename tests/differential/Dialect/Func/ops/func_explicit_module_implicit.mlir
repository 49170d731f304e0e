// RUN:
// RUN: --mlir-print-op-generic
// Top-level ops without an explicit module get wrapped in one; values
// defined in different functions restart numbering at %0/%arg0.
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
func.func @b(%y: f32, %z: f32) -> f32 {
  %0 = arith.addf %y, %z : f32
  return %0 : f32
}
func.func private @c()
