// RUN: --canonicalize
// Patterns: TruncFSIToFPToSIToFP,TruncFUIToFPToUIToFP
// truncf(sitofp(x)) -> sitofp(x) (direct to the narrow type), no rounding mode
func.func @trunc_sitofp(%x: i32) -> f16 {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a : f64 to f16
  return %b : f16
}
func.func @trunc_uitofp_vector(%x: vector<2xi64>) -> vector<2xbf16> {
  %a = arith.uitofp %x : vector<2xi64> to vector<2xf32>
  %b = arith.truncf %a : vector<2xf32> to vector<2xbf16>
  return %b : vector<2xbf16>
}
// fastmath on truncf is dropped
func.func @trunc_sitofp_fastmath(%x: i16) -> f32 {
  %a = arith.sitofp %x : i16 to f64
  %b = arith.truncf %a fastmath<fast> : f64 to f32
  return %b : f32
}
// explicit rounding mode: no rewrite
func.func @trunc_sitofp_rounding(%x: i32) -> f16 {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a to_nearest_even : f64 to f16
  return %b : f16
}
// truncf(extf(x)) is a folder, shown for contrast
func.func @trunc_extf(%x: f16) -> f16 {
  %a = arith.extf %x : f16 to f32
  %b = arith.truncf %a : f32 to f16
  return %b : f16
}
