// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// Patterns: CmpFIntToFPConst (edge cases, one small function each)
// every predicate, sitofp, an exact constant
func.func @si_all_preds_exact(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %c0 = arith.constant 5.0 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %r1 = arith.cmpf ogt, %f, %c0 : f64
  %r2 = arith.cmpf oge, %f, %c0 : f64
  %r3 = arith.cmpf olt, %f, %c0 : f64
  %r4 = arith.cmpf ole, %f, %c0 : f64
  %r5 = arith.cmpf one, %f, %c0 : f64
  %r6 = arith.cmpf ord, %f, %c0 : f64
  %r7 = arith.cmpf ueq, %f, %c0 : f64
  %r8 = arith.cmpf ugt, %f, %c0 : f64
  %r9 = arith.cmpf uge, %f, %c0 : f64
  %r10 = arith.cmpf ult, %f, %c0 : f64
  %r11 = arith.cmpf ule, %f, %c0 : f64
  %r12 = arith.cmpf une, %f, %c0 : f64
  %r13 = arith.cmpf uno, %f, %c0 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// every predicate, uitofp, an exact constant
func.func @ui_all_preds_exact(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i32 to f64
  %c0 = arith.constant 5.0 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %r1 = arith.cmpf ogt, %f, %c0 : f64
  %r2 = arith.cmpf oge, %f, %c0 : f64
  %r3 = arith.cmpf olt, %f, %c0 : f64
  %r4 = arith.cmpf ole, %f, %c0 : f64
  %r5 = arith.cmpf one, %f, %c0 : f64
  %r6 = arith.cmpf ord, %f, %c0 : f64
  %r7 = arith.cmpf ueq, %f, %c0 : f64
  %r8 = arith.cmpf ugt, %f, %c0 : f64
  %r9 = arith.cmpf uge, %f, %c0 : f64
  %r10 = arith.cmpf ult, %f, %c0 : f64
  %r11 = arith.cmpf ule, %f, %c0 : f64
  %r12 = arith.cmpf une, %f, %c0 : f64
  %r13 = arith.cmpf uno, %f, %c0 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// every predicate against a positive fraction
func.func @si_all_preds_frac_pos(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c0 = arith.constant 4.5 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oge, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c0 : f32
  %r4 = arith.cmpf ole, %f, %c0 : f32
  %r5 = arith.cmpf one, %f, %c0 : f32
  %r6 = arith.cmpf ord, %f, %c0 : f32
  %r7 = arith.cmpf ueq, %f, %c0 : f32
  %r8 = arith.cmpf ugt, %f, %c0 : f32
  %r9 = arith.cmpf uge, %f, %c0 : f32
  %r10 = arith.cmpf ult, %f, %c0 : f32
  %r11 = arith.cmpf ule, %f, %c0 : f32
  %r12 = arith.cmpf une, %f, %c0 : f32
  %r13 = arith.cmpf uno, %f, %c0 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// every predicate against a negative fraction
func.func @si_all_preds_frac_neg(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c0 = arith.constant -4.5 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oge, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c0 : f32
  %r4 = arith.cmpf ole, %f, %c0 : f32
  %r5 = arith.cmpf one, %f, %c0 : f32
  %r6 = arith.cmpf ord, %f, %c0 : f32
  %r7 = arith.cmpf ueq, %f, %c0 : f32
  %r8 = arith.cmpf ugt, %f, %c0 : f32
  %r9 = arith.cmpf uge, %f, %c0 : f32
  %r10 = arith.cmpf ult, %f, %c0 : f32
  %r11 = arith.cmpf ule, %f, %c0 : f32
  %r12 = arith.cmpf une, %f, %c0 : f32
  %r13 = arith.cmpf uno, %f, %c0 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @ui_all_preds_frac_pos(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i16 to f32
  %c0 = arith.constant 4.5 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oge, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c0 : f32
  %r4 = arith.cmpf ole, %f, %c0 : f32
  %r5 = arith.cmpf one, %f, %c0 : f32
  %r6 = arith.cmpf ord, %f, %c0 : f32
  %r7 = arith.cmpf ueq, %f, %c0 : f32
  %r8 = arith.cmpf ugt, %f, %c0 : f32
  %r9 = arith.cmpf uge, %f, %c0 : f32
  %r10 = arith.cmpf ult, %f, %c0 : f32
  %r11 = arith.cmpf ule, %f, %c0 : f32
  %r12 = arith.cmpf une, %f, %c0 : f32
  %r13 = arith.cmpf uno, %f, %c0 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// uitofp below zero: out of range
func.func @ui_all_preds_frac_neg(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i16 to f32
  %c0 = arith.constant -4.5 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oge, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c0 : f32
  %r4 = arith.cmpf ole, %f, %c0 : f32
  %r5 = arith.cmpf one, %f, %c0 : f32
  %r6 = arith.cmpf ord, %f, %c0 : f32
  %r7 = arith.cmpf ueq, %f, %c0 : f32
  %r8 = arith.cmpf ugt, %f, %c0 : f32
  %r9 = arith.cmpf uge, %f, %c0 : f32
  %r10 = arith.cmpf ult, %f, %c0 : f32
  %r11 = arith.cmpf ule, %f, %c0 : f32
  %r12 = arith.cmpf une, %f, %c0 : f32
  %r13 = arith.cmpf uno, %f, %c0 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @ui_all_preds_neg_half(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i16 to f32
  %c0 = arith.constant -0.5 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oge, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c0 : f32
  %r4 = arith.cmpf ole, %f, %c0 : f32
  %r5 = arith.cmpf one, %f, %c0 : f32
  %r6 = arith.cmpf ord, %f, %c0 : f32
  %r7 = arith.cmpf ueq, %f, %c0 : f32
  %r8 = arith.cmpf ugt, %f, %c0 : f32
  %r9 = arith.cmpf uge, %f, %c0 : f32
  %r10 = arith.cmpf ult, %f, %c0 : f32
  %r11 = arith.cmpf ule, %f, %c0 : f32
  %r12 = arith.cmpf une, %f, %c0 : f32
  %r13 = arith.cmpf uno, %f, %c0 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// fractions that truncate to zero
func.func @si_all_preds_small_frac(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i16 to f32
  %c0 = arith.constant 0.25 : f32
  %c1 = arith.constant -0.25 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ole, %f, %c0 : f32
  %r2 = arith.cmpf ogt, %f, %c0 : f32
  %r3 = arith.cmpf oge, %f, %c0 : f32
  %r4 = arith.cmpf olt, %f, %c1 : f32
  %r5 = arith.cmpf ole, %f, %c1 : f32
  %r6 = arith.cmpf ogt, %f, %c1 : f32
  %r7 = arith.cmpf oge, %f, %c1 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// both zeros are the integer 0
func.func @zeros_si(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f32
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ole, %f, %c0 : f32
  %r2 = arith.cmpf ogt, %f, %c0 : f32
  %r3 = arith.cmpf oge, %f, %c0 : f32
  %r4 = arith.cmpf oeq, %f, %c0 : f32
  %r5 = arith.cmpf une, %f, %c0 : f32
  %r6 = arith.cmpf olt, %f, %c1 : f32
  %r7 = arith.cmpf ole, %f, %c1 : f32
  %r8 = arith.cmpf ogt, %f, %c1 : f32
  %r9 = arith.cmpf oge, %f, %c1 : f32
  %r10 = arith.cmpf oeq, %f, %c1 : f32
  %r11 = arith.cmpf une, %f, %c1 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @zeros_ui(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i8 to f32
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ole, %f, %c0 : f32
  %r2 = arith.cmpf ogt, %f, %c0 : f32
  %r3 = arith.cmpf oge, %f, %c0 : f32
  %r4 = arith.cmpf oeq, %f, %c0 : f32
  %r5 = arith.cmpf une, %f, %c0 : f32
  %r6 = arith.cmpf olt, %f, %c1 : f32
  %r7 = arith.cmpf ole, %f, %c1 : f32
  %r8 = arith.cmpf ogt, %f, %c1 : f32
  %r9 = arith.cmpf oge, %f, %c1 : f32
  %r10 = arith.cmpf oeq, %f, %c1 : f32
  %r11 = arith.cmpf une, %f, %c1 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// infinities: i32 fits f32's range
func.func @inf_si_f32(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oeq, %f, %c0 : f32
  %r3 = arith.cmpf one, %f, %c0 : f32
  %r4 = arith.cmpf ord, %f, %c0 : f32
  %r5 = arith.cmpf uno, %f, %c0 : f32
  %r6 = arith.cmpf olt, %f, %c1 : f32
  %r7 = arith.cmpf ogt, %f, %c1 : f32
  %r8 = arith.cmpf oeq, %f, %c1 : f32
  %r9 = arith.cmpf one, %f, %c1 : f32
  %r10 = arith.cmpf ord, %f, %c1 : f32
  %r11 = arith.cmpf uno, %f, %c1 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @inf_ui_f32(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i32 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oeq, %f, %c0 : f32
  %r3 = arith.cmpf une, %f, %c0 : f32
  %r4 = arith.cmpf olt, %f, %c1 : f32
  %r5 = arith.cmpf ogt, %f, %c1 : f32
  %r6 = arith.cmpf oeq, %f, %c1 : f32
  %r7 = arith.cmpf une, %f, %c1 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// i16 sitofp stays finite in f16
func.func @inf_si_i16_f16(%x: i16) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %x : i16 to f16
  %c0 = arith.constant 0x7C00 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %r1 = arith.cmpf oge, %f, %c0 : f16
  %r2 = arith.cmpf olt, %f, %c1 : f16
  %r3 = arith.cmpf oge, %f, %c1 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
// i16 uitofp may overflow f16: no rewrite on infinity
func.func @inf_ui_i16_f16(%x: i16) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %x : i16 to f16
  %c0 = arith.constant 0x7C00 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %r1 = arith.cmpf oge, %f, %c0 : f16
  %r2 = arith.cmpf olt, %f, %c1 : f16
  %r3 = arith.cmpf oge, %f, %c1 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
// bf16 has f32's range
func.func @inf_si_i64_bf16(%x: i64) -> (i1, i1) {
  %f = arith.sitofp %x : i64 to bf16
  %c0 = arith.constant 0x7F80 : bf16
  %r0 = arith.cmpf olt, %f, %c0 : bf16
  %r1 = arith.cmpf ord, %f, %c0 : bf16
  return %r0, %r1 : i1, i1
}
func.func @inf_ui_i64_f64(%x: i64) -> (i1, i1) {
  %f = arith.uitofp %x : i64 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf ult, %f, %c0 : f64
  %r1 = arith.cmpf uge, %f, %c0 : f64
  return %r0, %r1 : i1, i1
}
// NaN: the folder decides
func.func @nan_constants(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %c1 = arith.constant 0xFFF8000000000001 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf ult, %f, %c0 : f64
  %r2 = arith.cmpf ord, %f, %c0 : f64
  %r3 = arith.cmpf uno, %f, %c0 : f64
  %r4 = arith.cmpf olt, %f, %c1 : f64
  %r5 = arith.cmpf ult, %f, %c1 : f64
  %r6 = arith.cmpf ord, %f, %c1 : f64
  %r7 = arith.cmpf uno, %f, %c1 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// i8 limits
func.func @i8_boundaries_si(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f32
  %c0 = arith.constant 127.0 : f32
  %c1 = arith.constant 128.0 : f32
  %c2 = arith.constant -128.0 : f32
  %c3 = arith.constant -129.0 : f32
  %c4 = arith.constant 127.5 : f32
  %c5 = arith.constant -128.5 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf oge, %f, %c0 : f32
  %r2 = arith.cmpf oeq, %f, %c0 : f32
  %r3 = arith.cmpf une, %f, %c0 : f32
  %r4 = arith.cmpf olt, %f, %c1 : f32
  %r5 = arith.cmpf oge, %f, %c1 : f32
  %r6 = arith.cmpf oeq, %f, %c1 : f32
  %r7 = arith.cmpf une, %f, %c1 : f32
  %r8 = arith.cmpf olt, %f, %c2 : f32
  %r9 = arith.cmpf oge, %f, %c2 : f32
  %r10 = arith.cmpf oeq, %f, %c2 : f32
  %r11 = arith.cmpf une, %f, %c2 : f32
  %r12 = arith.cmpf olt, %f, %c3 : f32
  %r13 = arith.cmpf oge, %f, %c3 : f32
  %r14 = arith.cmpf oeq, %f, %c3 : f32
  %r15 = arith.cmpf une, %f, %c3 : f32
  %r16 = arith.cmpf olt, %f, %c4 : f32
  %r17 = arith.cmpf oge, %f, %c4 : f32
  %r18 = arith.cmpf oeq, %f, %c4 : f32
  %r19 = arith.cmpf une, %f, %c4 : f32
  %r20 = arith.cmpf olt, %f, %c5 : f32
  %r21 = arith.cmpf oge, %f, %c5 : f32
  %r22 = arith.cmpf oeq, %f, %c5 : f32
  %r23 = arith.cmpf une, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// u8 limits
func.func @i8_boundaries_ui(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i8 to f32
  %c0 = arith.constant 255.0 : f32
  %c1 = arith.constant 256.0 : f32
  %c2 = arith.constant 255.5 : f32
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -1.0 : f32
  %c5 = arith.constant 0.5 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf oge, %f, %c0 : f32
  %r2 = arith.cmpf oeq, %f, %c0 : f32
  %r3 = arith.cmpf une, %f, %c0 : f32
  %r4 = arith.cmpf olt, %f, %c1 : f32
  %r5 = arith.cmpf oge, %f, %c1 : f32
  %r6 = arith.cmpf oeq, %f, %c1 : f32
  %r7 = arith.cmpf une, %f, %c1 : f32
  %r8 = arith.cmpf olt, %f, %c2 : f32
  %r9 = arith.cmpf oge, %f, %c2 : f32
  %r10 = arith.cmpf oeq, %f, %c2 : f32
  %r11 = arith.cmpf une, %f, %c2 : f32
  %r12 = arith.cmpf olt, %f, %c3 : f32
  %r13 = arith.cmpf oge, %f, %c3 : f32
  %r14 = arith.cmpf oeq, %f, %c3 : f32
  %r15 = arith.cmpf une, %f, %c3 : f32
  %r16 = arith.cmpf olt, %f, %c4 : f32
  %r17 = arith.cmpf oge, %f, %c4 : f32
  %r18 = arith.cmpf oeq, %f, %c4 : f32
  %r19 = arith.cmpf une, %f, %c4 : f32
  %r20 = arith.cmpf olt, %f, %c5 : f32
  %r21 = arith.cmpf oge, %f, %c5 : f32
  %r22 = arith.cmpf oeq, %f, %c5 : f32
  %r23 = arith.cmpf une, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// i1: signed values 0 and -1
func.func @i1_si(%x: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i1 to f32
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -1.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant -0.5 : f32
  %c4 = arith.constant -2.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ole, %f, %c0 : f32
  %r2 = arith.cmpf ogt, %f, %c0 : f32
  %r3 = arith.cmpf oge, %f, %c0 : f32
  %r4 = arith.cmpf oeq, %f, %c0 : f32
  %r5 = arith.cmpf olt, %f, %c1 : f32
  %r6 = arith.cmpf ole, %f, %c1 : f32
  %r7 = arith.cmpf ogt, %f, %c1 : f32
  %r8 = arith.cmpf oge, %f, %c1 : f32
  %r9 = arith.cmpf oeq, %f, %c1 : f32
  %r10 = arith.cmpf olt, %f, %c2 : f32
  %r11 = arith.cmpf ole, %f, %c2 : f32
  %r12 = arith.cmpf ogt, %f, %c2 : f32
  %r13 = arith.cmpf oge, %f, %c2 : f32
  %r14 = arith.cmpf oeq, %f, %c2 : f32
  %r15 = arith.cmpf olt, %f, %c3 : f32
  %r16 = arith.cmpf ole, %f, %c3 : f32
  %r17 = arith.cmpf ogt, %f, %c3 : f32
  %r18 = arith.cmpf oge, %f, %c3 : f32
  %r19 = arith.cmpf oeq, %f, %c3 : f32
  %r20 = arith.cmpf olt, %f, %c4 : f32
  %r21 = arith.cmpf ole, %f, %c4 : f32
  %r22 = arith.cmpf ogt, %f, %c4 : f32
  %r23 = arith.cmpf oge, %f, %c4 : f32
  %r24 = arith.cmpf oeq, %f, %c4 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// i1: unsigned values 0 and 1
func.func @i1_ui(%x: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i1 to f32
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 2.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ole, %f, %c0 : f32
  %r2 = arith.cmpf ogt, %f, %c0 : f32
  %r3 = arith.cmpf oge, %f, %c0 : f32
  %r4 = arith.cmpf one, %f, %c0 : f32
  %r5 = arith.cmpf olt, %f, %c1 : f32
  %r6 = arith.cmpf ole, %f, %c1 : f32
  %r7 = arith.cmpf ogt, %f, %c1 : f32
  %r8 = arith.cmpf oge, %f, %c1 : f32
  %r9 = arith.cmpf one, %f, %c1 : f32
  %r10 = arith.cmpf olt, %f, %c2 : f32
  %r11 = arith.cmpf ole, %f, %c2 : f32
  %r12 = arith.cmpf ogt, %f, %c2 : f32
  %r13 = arith.cmpf oge, %f, %c2 : f32
  %r14 = arith.cmpf one, %f, %c2 : f32
  %r15 = arith.cmpf olt, %f, %c3 : f32
  %r16 = arith.cmpf ole, %f, %c3 : f32
  %r17 = arith.cmpf ogt, %f, %c3 : f32
  %r18 = arith.cmpf oge, %f, %c3 : f32
  %r19 = arith.cmpf one, %f, %c3 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// i32 wider than f32's mantissa: the guard
func.func @i32_f32_boundaries_si(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c0 = arith.constant 2147483648.0 : f32
  %c1 = arith.constant -2147483648.0 : f32
  %c2 = arith.constant 16777216.0 : f32
  %c3 = arith.constant 8388608.0 : f32
  %c4 = arith.constant 16777215.0 : f32
  %c5 = arith.constant -16777216.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf oeq, %f, %c0 : f32
  %r2 = arith.cmpf olt, %f, %c1 : f32
  %r3 = arith.cmpf oeq, %f, %c1 : f32
  %r4 = arith.cmpf olt, %f, %c2 : f32
  %r5 = arith.cmpf oeq, %f, %c2 : f32
  %r6 = arith.cmpf olt, %f, %c3 : f32
  %r7 = arith.cmpf oeq, %f, %c3 : f32
  %r8 = arith.cmpf olt, %f, %c4 : f32
  %r9 = arith.cmpf oeq, %f, %c4 : f32
  %r10 = arith.cmpf olt, %f, %c5 : f32
  %r11 = arith.cmpf oeq, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @i32_f32_boundaries_ui(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i32 to f32
  %c0 = arith.constant 4294967296.0 : f32
  %c1 = arith.constant 2147483648.0 : f32
  %c2 = arith.constant 8388607.5 : f32
  %c3 = arith.constant 16777215.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf uge, %f, %c0 : f32
  %r2 = arith.cmpf olt, %f, %c1 : f32
  %r3 = arith.cmpf uge, %f, %c1 : f32
  %r4 = arith.cmpf olt, %f, %c2 : f32
  %r5 = arith.cmpf uge, %f, %c2 : f32
  %r6 = arith.cmpf olt, %f, %c3 : f32
  %r7 = arith.cmpf uge, %f, %c3 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// beyond i32's exponent: out of range
func.func @i32_f32_huge(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c0 = arith.constant 1.0e30 : f32
  %c1 = arith.constant -1.0e30 : f32
  %c2 = arith.constant 8589934592.0 : f32
  %c3 = arith.constant -8589934592.0 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf ord, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c1 : f32
  %r4 = arith.cmpf ogt, %f, %c1 : f32
  %r5 = arith.cmpf ord, %f, %c1 : f32
  %r6 = arith.cmpf olt, %f, %c2 : f32
  %r7 = arith.cmpf ogt, %f, %c2 : f32
  %r8 = arith.cmpf ord, %f, %c2 : f32
  %r9 = arith.cmpf olt, %f, %c3 : f32
  %r10 = arith.cmpf ogt, %f, %c3 : f32
  %r11 = arith.cmpf ord, %f, %c3 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// i64 against f64: 2^63, -2^63, 2^53, 2^52, 2^64
func.func @i64_f64_boundaries(%x: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i64 to f64
  %c0 = arith.constant 9223372036854775808.0 : f64
  %c1 = arith.constant -9223372036854775808.0 : f64
  %c2 = arith.constant 9007199254740992.0 : f64
  %c3 = arith.constant 4503599627370496.0 : f64
  %c4 = arith.constant 1.8446744073709552E+19 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf oeq, %f, %c0 : f64
  %r2 = arith.cmpf olt, %f, %c1 : f64
  %r3 = arith.cmpf oeq, %f, %c1 : f64
  %r4 = arith.cmpf olt, %f, %c2 : f64
  %r5 = arith.cmpf oeq, %f, %c2 : f64
  %r6 = arith.cmpf olt, %f, %c3 : f64
  %r7 = arith.cmpf oeq, %f, %c3 : f64
  %r8 = arith.cmpf olt, %f, %c4 : f64
  %r9 = arith.cmpf oeq, %f, %c4 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @i64_f64_boundaries_ui(%x: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i64 to f64
  %c0 = arith.constant 1.8446744073709552E+19 : f64
  %c1 = arith.constant 9223372036854775808.0 : f64
  %c2 = arith.constant 3.6893488147419103E+19 : f64
  %c3 = arith.constant 4503599627370495.5 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf uge, %f, %c0 : f64
  %r2 = arith.cmpf olt, %f, %c1 : f64
  %r3 = arith.cmpf uge, %f, %c1 : f64
  %r4 = arith.cmpf olt, %f, %c2 : f64
  %r5 = arith.cmpf uge, %f, %c2 : f64
  %r6 = arith.cmpf olt, %f, %c3 : f64
  %r7 = arith.cmpf uge, %f, %c3 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// i64 against f32
func.func @i64_f32(%x: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i64 to f32
  %c0 = arith.constant 8388608.0 : f32
  %c1 = arith.constant 8388607.0 : f32
  %c2 = arith.constant 16777216.0 : f32
  %c3 = arith.constant 9.22337203E+18 : f32
  %c4 = arith.constant 1.84467441E+19 : f32
  %c5 = arith.constant -9.22337203E+18 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
// i16 against f16 (11-bit mantissa)
func.func @i16_f16(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i16 to f16
  %c0 = arith.constant 1024.0 : f16
  %c1 = arith.constant 2048.0 : f16
  %c2 = arith.constant 2047.0 : f16
  %c3 = arith.constant 32768.0 : f16
  %c4 = arith.constant -32768.0 : f16
  %c5 = arith.constant 6.550400e+04 : f16
  %c6 = arith.constant 1.5 : f16
  %c7 = arith.constant -1.5 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %r1 = arith.cmpf ule, %f, %c0 : f16
  %r2 = arith.cmpf olt, %f, %c1 : f16
  %r3 = arith.cmpf ule, %f, %c1 : f16
  %r4 = arith.cmpf olt, %f, %c2 : f16
  %r5 = arith.cmpf ule, %f, %c2 : f16
  %r6 = arith.cmpf olt, %f, %c3 : f16
  %r7 = arith.cmpf ule, %f, %c3 : f16
  %r8 = arith.cmpf olt, %f, %c4 : f16
  %r9 = arith.cmpf ule, %f, %c4 : f16
  %r10 = arith.cmpf olt, %f, %c5 : f16
  %r11 = arith.cmpf ule, %f, %c5 : f16
  %r12 = arith.cmpf olt, %f, %c6 : f16
  %r13 = arith.cmpf ule, %f, %c6 : f16
  %r14 = arith.cmpf olt, %f, %c7 : f16
  %r15 = arith.cmpf ule, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @i16_f16_ui(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i16 to f16
  %c0 = arith.constant 1024.0 : f16
  %c1 = arith.constant 2048.0 : f16
  %c2 = arith.constant 6.550400e+04 : f16
  %c3 = arith.constant 0.5 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %r1 = arith.cmpf ule, %f, %c0 : f16
  %r2 = arith.cmpf olt, %f, %c1 : f16
  %r3 = arith.cmpf ule, %f, %c1 : f16
  %r4 = arith.cmpf olt, %f, %c2 : f16
  %r5 = arith.cmpf ule, %f, %c2 : f16
  %r6 = arith.cmpf olt, %f, %c3 : f16
  %r7 = arith.cmpf ule, %f, %c3 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// i8 fits f16's mantissa
func.func @i8_f16(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f16
  %c0 = arith.constant 100.5 : f16
  %c1 = arith.constant -100.5 : f16
  %c2 = arith.constant 6.550400e+04 : f16
  %c3 = arith.constant -6.550400e+04 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %r1 = arith.cmpf oge, %f, %c0 : f16
  %r2 = arith.cmpf une, %f, %c0 : f16
  %r3 = arith.cmpf olt, %f, %c1 : f16
  %r4 = arith.cmpf oge, %f, %c1 : f16
  %r5 = arith.cmpf une, %f, %c1 : f16
  %r6 = arith.cmpf olt, %f, %c2 : f16
  %r7 = arith.cmpf oge, %f, %c2 : f16
  %r8 = arith.cmpf une, %f, %c2 : f16
  %r9 = arith.cmpf olt, %f, %c3 : f16
  %r10 = arith.cmpf oge, %f, %c3 : f16
  %r11 = arith.cmpf une, %f, %c3 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// bf16: 8-bit mantissa
func.func @i8_bf16(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to bf16
  %c0 = arith.constant 127.0 : bf16
  %c1 = arith.constant 1.275000e+02 : bf16
  %c2 = arith.constant -1.285000e+02 : bf16
  %c3 = arith.constant 1.0e10 : bf16
  %r0 = arith.cmpf olt, %f, %c0 : bf16
  %r1 = arith.cmpf oge, %f, %c0 : bf16
  %r2 = arith.cmpf olt, %f, %c1 : bf16
  %r3 = arith.cmpf oge, %f, %c1 : bf16
  %r4 = arith.cmpf olt, %f, %c2 : bf16
  %r5 = arith.cmpf oge, %f, %c2 : bf16
  %r6 = arith.cmpf olt, %f, %c3 : bf16
  %r7 = arith.cmpf oge, %f, %c3 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @u8_bf16(%x: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i8 to bf16
  %c0 = arith.constant 255.0 : bf16
  %c1 = arith.constant 2.555000e+02 : bf16
  %c2 = arith.constant 256.0 : bf16
  %r0 = arith.cmpf olt, %f, %c0 : bf16
  %r1 = arith.cmpf oge, %f, %c0 : bf16
  %r2 = arith.cmpf olt, %f, %c1 : bf16
  %r3 = arith.cmpf oge, %f, %c1 : bf16
  %r4 = arith.cmpf olt, %f, %c2 : bf16
  %r5 = arith.cmpf oge, %f, %c2 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
// i16 against bf16: the guard from 2^8 on
func.func @i16_bf16(%x: i16) -> (i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i16 to bf16
  %c0 = arith.constant 128.0 : bf16
  %c1 = arith.constant 256.0 : bf16
  %c2 = arith.constant 2.5 : bf16
  %c3 = arith.constant -3.5 : bf16
  %c4 = arith.constant 1.0e10 : bf16
  %r0 = arith.cmpf olt, %f, %c0 : bf16
  %r1 = arith.cmpf olt, %f, %c1 : bf16
  %r2 = arith.cmpf olt, %f, %c2 : bf16
  %r3 = arith.cmpf olt, %f, %c3 : bf16
  %r4 = arith.cmpf olt, %f, %c4 : bf16
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}
func.func @i32_bf16_inf(%x: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %x : i32 to bf16
  %c0 = arith.constant 0x7F80 : bf16
  %c1 = arith.constant 0xFF80 : bf16
  %r0 = arith.cmpf olt, %f, %c0 : bf16
  %r1 = arith.cmpf oge, %f, %c0 : bf16
  %r2 = arith.cmpf olt, %f, %c1 : bf16
  %r3 = arith.cmpf oge, %f, %c1 : bf16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
// fractions next to i32's limits
func.func @i32_f64_frac(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %c0 = arith.constant 2147483647.5 : f64
  %c1 = arith.constant -2147483648.5 : f64
  %c2 = arith.constant 2147483646.5 : f64
  %c3 = arith.constant -2147483647.5 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf ole, %f, %c0 : f64
  %r2 = arith.cmpf ogt, %f, %c0 : f64
  %r3 = arith.cmpf oge, %f, %c0 : f64
  %r4 = arith.cmpf olt, %f, %c1 : f64
  %r5 = arith.cmpf ole, %f, %c1 : f64
  %r6 = arith.cmpf ogt, %f, %c1 : f64
  %r7 = arith.cmpf oge, %f, %c1 : f64
  %r8 = arith.cmpf olt, %f, %c2 : f64
  %r9 = arith.cmpf ole, %f, %c2 : f64
  %r10 = arith.cmpf ogt, %f, %c2 : f64
  %r11 = arith.cmpf oge, %f, %c2 : f64
  %r12 = arith.cmpf olt, %f, %c3 : f64
  %r13 = arith.cmpf ole, %f, %c3 : f64
  %r14 = arith.cmpf ogt, %f, %c3 : f64
  %r15 = arith.cmpf oge, %f, %c3 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @i32_f64_frac_ui(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i32 to f64
  %c0 = arith.constant 4294967295.5 : f64
  %c1 = arith.constant 4294967294.5 : f64
  %c2 = arith.constant 0.5 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf ole, %f, %c0 : f64
  %r2 = arith.cmpf ogt, %f, %c0 : f64
  %r3 = arith.cmpf oge, %f, %c0 : f64
  %r4 = arith.cmpf olt, %f, %c1 : f64
  %r5 = arith.cmpf ole, %f, %c1 : f64
  %r6 = arith.cmpf ogt, %f, %c1 : f64
  %r7 = arith.cmpf oge, %f, %c1 : f64
  %r8 = arith.cmpf olt, %f, %c2 : f64
  %r9 = arith.cmpf ole, %f, %c2 : f64
  %r10 = arith.cmpf ogt, %f, %c2 : f64
  %r11 = arith.cmpf oge, %f, %c2 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// denormal constants
func.func @denormal(%x: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c0 = arith.constant 1.0e-40 : f32
  %c1 = arith.constant -1.0e-40 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %r1 = arith.cmpf ogt, %f, %c0 : f32
  %r2 = arith.cmpf oeq, %f, %c0 : f32
  %r3 = arith.cmpf olt, %f, %c1 : f32
  %r4 = arith.cmpf ogt, %f, %c1 : f32
  %r5 = arith.cmpf oeq, %f, %c1 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
// f80: 64-bit mantissa
func.func @f80(%x: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i64 to f80
  %c0 = arith.constant 9223372036854775808.0 : f80
  %c1 = arith.constant 5.0 : f80
  %c2 = arith.constant 4.5 : f80
  %r0 = arith.cmpf olt, %f, %c0 : f80
  %r1 = arith.cmpf oeq, %f, %c0 : f80
  %r2 = arith.cmpf olt, %f, %c1 : f80
  %r3 = arith.cmpf oeq, %f, %c1 : f80
  %r4 = arith.cmpf olt, %f, %c2 : f80
  %r5 = arith.cmpf oeq, %f, %c2 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
// f128
func.func @f128(%x: i64) -> (i1, i1) {
  %f = arith.uitofp %x : i64 to f128
  %c0 = arith.constant 1.8446744073709552E+19 : f128
  %c1 = arith.constant 2.5 : f128
  %r0 = arith.cmpf olt, %f, %c0 : f128
  %r1 = arith.cmpf olt, %f, %c1 : f128
  return %r0, %r1 : i1, i1
}
// tf32
func.func @tf32(%x: i8) -> (i1, i1, i1) {
  %f = arith.sitofp %x : i8 to tf32
  %c0 = arith.constant 5.0 : tf32
  %c1 = arith.constant 1.0e3 : tf32
  %c2 = arith.constant 2.5 : tf32
  %r0 = arith.cmpf olt, %f, %c0 : tf32
  %r1 = arith.cmpf olt, %f, %c1 : tf32
  %r2 = arith.cmpf olt, %f, %c2 : tf32
  return %r0, %r1, %r2 : i1, i1, i1
}
func.func @tf32_i16(%x: i16) -> (i1, i1) {
  %f = arith.sitofp %x : i16 to tf32
  %c0 = arith.constant 4096.0 : tf32
  %c1 = arith.constant 3.0 : tf32
  %r0 = arith.cmpf olt, %f, %c0 : tf32
  %r1 = arith.cmpf olt, %f, %c1 : tf32
  return %r0, %r1 : i1, i1
}
// f8 kinds
func.func @f8E4M3FN(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f8E4M3FN
  %c0 = arith.constant 2.0 : f8E4M3FN
  %c1 = arith.constant 2.5 : f8E4M3FN
  %c2 = arith.constant 448.0 : f8E4M3FN
  %c3 = arith.constant -448.0 : f8E4M3FN
  %c4 = arith.constant 16.0 : f8E4M3FN
  %r0 = arith.cmpf olt, %f, %c0 : f8E4M3FN
  %r1 = arith.cmpf oeq, %f, %c0 : f8E4M3FN
  %r2 = arith.cmpf olt, %f, %c1 : f8E4M3FN
  %r3 = arith.cmpf oeq, %f, %c1 : f8E4M3FN
  %r4 = arith.cmpf olt, %f, %c2 : f8E4M3FN
  %r5 = arith.cmpf oeq, %f, %c2 : f8E4M3FN
  %r6 = arith.cmpf olt, %f, %c3 : f8E4M3FN
  %r7 = arith.cmpf oeq, %f, %c3 : f8E4M3FN
  %r8 = arith.cmpf olt, %f, %c4 : f8E4M3FN
  %r9 = arith.cmpf oeq, %f, %c4 : f8E4M3FN
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @f8E5M2(%x: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f8E5M2
  %c0 = arith.constant 0x7C : f8E5M2
  %c1 = arith.constant 3.0 : f8E5M2
  %c2 = arith.constant 0.5 : f8E5M2
  %r0 = arith.cmpf olt, %f, %c0 : f8E5M2
  %r1 = arith.cmpf oge, %f, %c0 : f8E5M2
  %r2 = arith.cmpf olt, %f, %c1 : f8E5M2
  %r3 = arith.cmpf oge, %f, %c1 : f8E5M2
  %r4 = arith.cmpf olt, %f, %c2 : f8E5M2
  %r5 = arith.cmpf oge, %f, %c2 : f8E5M2
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
func.func @f8E5M2_i4(%x: i4) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i4 to f8E5M2
  %c0 = arith.constant 0x7C : f8E5M2
  %c1 = arith.constant 3.0 : f8E5M2
  %c2 = arith.constant 0.5 : f8E5M2
  %c3 = arith.constant 1.6e1 : f8E5M2
  %r0 = arith.cmpf olt, %f, %c0 : f8E5M2
  %r1 = arith.cmpf oge, %f, %c0 : f8E5M2
  %r2 = arith.cmpf olt, %f, %c1 : f8E5M2
  %r3 = arith.cmpf oge, %f, %c1 : f8E5M2
  %r4 = arith.cmpf olt, %f, %c2 : f8E5M2
  %r5 = arith.cmpf oge, %f, %c2 : f8E5M2
  %r6 = arith.cmpf olt, %f, %c3 : f8E5M2
  %r7 = arith.cmpf oge, %f, %c3 : f8E5M2
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @f8E4M3FNUZ(%x: i4) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i4 to f8E4M3FNUZ
  %c0 = arith.constant 3.0 : f8E4M3FNUZ
  %c1 = arith.constant 2.5 : f8E4M3FNUZ
  %c2 = arith.constant 16.0 : f8E4M3FNUZ
  %r0 = arith.cmpf olt, %f, %c0 : f8E4M3FNUZ
  %r1 = arith.cmpf oeq, %f, %c0 : f8E4M3FNUZ
  %r2 = arith.cmpf olt, %f, %c1 : f8E4M3FNUZ
  %r3 = arith.cmpf oeq, %f, %c1 : f8E4M3FNUZ
  %r4 = arith.cmpf olt, %f, %c2 : f8E4M3FNUZ
  %r5 = arith.cmpf oeq, %f, %c2 : f8E4M3FNUZ
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
func.func @f8E8M0FNU(%x: i4) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i4 to f8E8M0FNU
  %c0 = arith.constant 4.0 : f8E8M0FNU
  %c1 = arith.constant 1.6e1 : f8E8M0FNU
  %c2 = arith.constant 0.5 : f8E8M0FNU
  %r0 = arith.cmpf olt, %f, %c0 : f8E8M0FNU
  %r1 = arith.cmpf oeq, %f, %c0 : f8E8M0FNU
  %r2 = arith.cmpf olt, %f, %c1 : f8E8M0FNU
  %r3 = arith.cmpf oeq, %f, %c1 : f8E8M0FNU
  %r4 = arith.cmpf olt, %f, %c2 : f8E8M0FNU
  %r5 = arith.cmpf oeq, %f, %c2 : f8E8M0FNU
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
func.func @f4E2M1FN(%x: i2) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i2 to f4E2M1FN
  %c0 = arith.constant 1.0 : f4E2M1FN
  %c1 = arith.constant 1.5 : f4E2M1FN
  %c2 = arith.constant 6.0 : f4E2M1FN
  %c3 = arith.constant -6.0 : f4E2M1FN
  %r0 = arith.cmpf olt, %f, %c0 : f4E2M1FN
  %r1 = arith.cmpf oeq, %f, %c0 : f4E2M1FN
  %r2 = arith.cmpf olt, %f, %c1 : f4E2M1FN
  %r3 = arith.cmpf oeq, %f, %c1 : f4E2M1FN
  %r4 = arith.cmpf olt, %f, %c2 : f4E2M1FN
  %r5 = arith.cmpf oeq, %f, %c2 : f4E2M1FN
  %r6 = arith.cmpf olt, %f, %c3 : f4E2M1FN
  %r7 = arith.cmpf oeq, %f, %c3 : f4E2M1FN
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @f6E3M2FN(%x: i3) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i3 to f6E3M2FN
  %c0 = arith.constant 3.0 : f6E3M2FN
  %c1 = arith.constant 2.5 : f6E3M2FN
  %c2 = arith.constant 2.8e1 : f6E3M2FN
  %r0 = arith.cmpf olt, %f, %c0 : f6E3M2FN
  %r1 = arith.cmpf oeq, %f, %c0 : f6E3M2FN
  %r2 = arith.cmpf olt, %f, %c1 : f6E3M2FN
  %r3 = arith.cmpf oeq, %f, %c1 : f6E3M2FN
  %r4 = arith.cmpf olt, %f, %c2 : f6E3M2FN
  %r5 = arith.cmpf oeq, %f, %c2 : f6E3M2FN
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
// i128
func.func @wide_int(%x: i128) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %x : i128 to f64
  %c0 = arith.constant 5.0 : f64
  %c1 = arith.constant 1.0e30 : f64
  %c2 = arith.constant 4.5 : f64
  %c3 = arith.constant 1.0e300 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
func.func @wide_int_f128(%x: i128) -> (i1, i1, i1) {
  %f = arith.uitofp %x : i128 to f128
  %c0 = arith.constant 5.0 : f128
  %c1 = arith.constant 4.5 : f128
  %c2 = arith.constant 1.0e300 : f128
  %r0 = arith.cmpf olt, %f, %c0 : f128
  %r1 = arith.cmpf olt, %f, %c1 : f128
  %r2 = arith.cmpf olt, %f, %c2 : f128
  return %r0, %r1, %r2 : i1, i1, i1
}
// The constant on the left, a non-cast left side, vectors and tensors:
// no rewrite.
func.func @no_rewrite(%x: i32, %v: vector<2xi32>, %t: tensor<2xi32>, %a: f32) -> (i1, i1, vector<2xi1>, tensor<2xi1>, vector<2xi1>) {
  %c = arith.constant 5.0 : f32
  %cv = arith.constant dense<5.0> : vector<2xf32>
  %ct = arith.constant dense<5.0> : tensor<2xf32>
  %f = arith.sitofp %x : i32 to f32
  %fv = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %ft = arith.uitofp %t : tensor<2xi32> to tensor<2xf32>
  %cvn = arith.constant dense<[5.0, 4.5]> : vector<2xf32>
  %0 = arith.cmpf ogt, %c, %f : f32
  %1 = arith.cmpf olt, %a, %c : f32
  %2 = arith.cmpf olt, %fv, %cv : vector<2xf32>
  %3 = arith.cmpf olt, %ft, %ct : tensor<2xf32>
  %4 = arith.cmpf olt, %fv, %cvn : vector<2xf32>
  return %0, %1, %2, %3, %4 : i1, i1, vector<2xi1>, tensor<2xi1>, vector<2xi1>
}
// Other uses of the cast and the constant stay; fastmath is ignored.
func.func @other_uses(%x: i32) -> (f32, f32, i1, i1) {
  %c = arith.constant 5.0 : f32
  %f = arith.sitofp %x : i32 to f32
  %0 = arith.cmpf olt, %f, %c fastmath<fast> : f32
  %1 = arith.cmpf oge, %f, %c fastmath<nnan> : f32 loc("ge")
  return %f, %c, %0, %1 : f32, f32, i1, i1
}
// Two casts compared with the same constants: the new constants merge.
func.func @shared_constants(%x: i32, %y: i32) -> (i1, i1, i1, i1) {
  %c = arith.constant 7.0 : f64
  %d = arith.constant 7.5 : f64
  %f = arith.sitofp %x : i32 to f64
  %g = arith.sitofp %y : i32 to f64
  %0 = arith.cmpf olt, %f, %c : f64 loc("a")
  %1 = arith.cmpf olt, %g, %c : f64 loc("b")
  %2 = arith.cmpf ogt, %f, %d : f64 loc("c")
  %3 = arith.cmpf oeq, %g, %d : f64 loc(fused["d", "e"])
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
// The cast of an extension's result; uitofp of i1.
func.func @nested(%x: i8, %b: i1) -> (i1, i1) {
  %c = arith.constant 3.0 : f32
  %e = arith.extsi %x : i8 to i32
  %f = arith.sitofp %e : i32 to f32
  %0 = arith.cmpf ult, %f, %c : f32
  %g = arith.uitofp %b : i1 to f32
  %1 = arith.cmpf olt, %g, %c : f32
  return %0, %1 : i1, i1
}
// No rewrite before the predicate is read: `true` under the precision
// guard, and `false` against a NaN (the folder decides). Past these checks
// mlir-opt 22 has no integer form of `false` and `true`.
func.func @always_guarded(%x: i64) -> (i1, i1) {
  %c = arith.constant 1.0e12 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %f = arith.sitofp %x : i64 to f32
  %0 = arith.cmpf true, %f, %c : f32
  %1 = arith.cmpf false, %f, %nan : f32
  return %0, %1 : i1, i1
}
// A poison constant does not match; a very wide integer against a small
// constant is rewritten.
func.func @poison_and_wide(%x: i32, %w: i16777215) -> (i1, i1, i1) {
  %c = arith.constant 5.0 : f32
  %p = ub.poison : f32
  %f = arith.sitofp %x : i32 to f32
  %g = arith.uitofp %w : i16777215 to f32
  %0 = arith.cmpf olt, %f, %p : f32
  %1 = arith.cmpf olt, %g, %c : f32
  %2 = arith.cmpf ogt, %g, %c : f32
  return %0, %1, %2 : i1, i1, i1
}
