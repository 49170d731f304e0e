// RUN:
// RUN: --mlir-print-op-generic
// Definitions with explicit public/private/nested visibility; `public` is
// stored as sym_visibility and printed back.
func.func public @pub(%a: i32) -> i32 {
  return %a : i32
}
func.func private @priv(%a: f32) -> f32 {
  return %a : f32
}
func.func nested @nest() {
  return
}
func.func @default_vis() {
  return
}
