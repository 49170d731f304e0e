// RUN: --canonicalize
// Patterns: BitcastOfBitcast
// bitcast(bitcast(x)) -> bitcast(x)
func.func @chain(%x: i16) -> bf16 {
  %a = arith.bitcast %x : i16 to f16
  %b = arith.bitcast %a : f16 to bf16
  return %b : bf16
}
// round trip: pattern gives bitcast x : i32 to i32, then the folder removes it
func.func @round_trip(%x: i32) -> i32 {
  %a = arith.bitcast %x : i32 to f32
  %b = arith.bitcast %a : f32 to i32
  return %b : i32
}
func.func @chain_vector(%x: vector<4xi16>) -> vector<4xbf16> {
  %a = arith.bitcast %x : vector<4xi16> to vector<4xf16>
  %b = arith.bitcast %a : vector<4xf16> to vector<4xbf16>
  return %b : vector<4xbf16>
}
// inner bitcast has another use: still rewritten
func.func @chain_multi_use(%x: i16) -> (bf16, f16) {
  %a = arith.bitcast %x : i16 to f16
  %b = arith.bitcast %a : f16 to bf16
  return %b, %a : bf16, f16
}
