// RUN: --canonicalize
// Patterns: TruncIExtSIToExtSI,TruncIExtUIToExtUI,TruncIShrSIToTrunciShrUI
// trunci(extsi(x : i8 -> i64) : i64 -> i32) -> extsi(x : i8 -> i32)
func.func @trunc_extsi(%x: i8) -> i32 {
  %a = arith.extsi %x : i8 to i64
  %b = arith.trunci %a : i64 to i32
  return %b : i32
}
func.func @trunc_extui_vector(%x: vector<2xi8>) -> vector<2xi16> {
  %a = arith.extui %x : vector<2xi8> to vector<2xi64>
  %b = arith.trunci %a : vector<2xi64> to vector<2xi16>
  return %b : vector<2xi16>
}
// overflow flags on trunci are dropped by the ext patterns
func.func @trunc_extui_flags(%x: i1) -> i8 {
  %a = arith.extui %x : i1 to i32
  %b = arith.trunci %a overflow<nsw, nuw> : i32 to i8
  return %b : i8
}
// result narrower than x: handled by the folder (trunci x), not these patterns
func.func @trunc_extsi_narrower(%x: i32) -> i8 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.trunci %a : i64 to i8
  return %b : i8
}
// trunci(shrsi(x, c)) with c == width(x) - width(result) -> trunci(shrui(x, c))
func.func @trunc_shrsi(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s overflow<nuw> : i64 to i32
  return %t : i32
}
func.func @trunc_shrsi_vector(%x: vector<4xi32>) -> vector<4xi8> {
  %c24 = arith.constant dense<24> : vector<4xi32>
  %s = arith.shrsi %x, %c24 : vector<4xi32>
  %t = arith.trunci %s : vector<4xi32> to vector<4xi8>
  return %t : vector<4xi8>
}
// shift amount does not match: no rewrite
func.func @trunc_shrsi_other_amount(%x: i64) -> i32 {
  %c31 = arith.constant 31 : i64
  %s = arith.shrsi %x, %c31 : i64
  %t = arith.trunci %s : i64 to i32
  return %t : i32
}
// shrsi has another use: still rewritten (new shrui created, shrsi kept)
func.func @trunc_shrsi_multi_use(%x: i64) -> (i32, i64) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s : i64 to i32
  return %t, %s : i32, i64
}
