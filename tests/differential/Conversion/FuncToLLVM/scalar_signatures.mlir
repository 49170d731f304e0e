// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm=index-bitwidth=32
func.func @empty() {
  return
}
func.func @ints(%a: i1, %b: si8, %c: ui16, %d: i64) -> i64 {
  return %d : i64
}
func.func @floats(%a: f16, %b: bf16, %c: f32, %d: f64, %e: f80, %f: f128) -> f64 {
  return %d : f64
}
func.func @small_floats(%a: f8E4M3FN, %b: f8E5M2, %c: f4E2M1FN, %d: f6E3M2FN) -> f8E4M3FN {
  return %a : f8E4M3FN
}
func.func @index(%i: index) -> index {
  return %i : index
}
