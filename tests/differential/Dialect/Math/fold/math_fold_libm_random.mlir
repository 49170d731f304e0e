// RUN: --canonicalize
// Random f32 and f64 values (any sign, mostly near 1, some anywhere, NaNs and denormals among them) through every libm folder and powf, atan2: the host C library's results.

func.func @libm_f32() -> (vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>) {
  %a = arith.constant dense<[0x42476584, 0xBFB6481B, 0x37BF0764, 0xF3F97216, 0xBF51623B, 0xBF825686, 0x4582BA74, 0xBF9F38DD, 0xBF7446B9, 0xBF75F2AB, 0xBF489038, 0x458F3642, 0xBF05B0DC, 0xC2AA0FA6, 0xBF071DB1, 0x21791F7D, 0x3FC80F67, 0xBFDC9A5D, 0x4002D039, 0xBB54C462, 0x34B29183, 0xA9C1EBE3, 0xE7A1DBB5, 0xF9CB1ED3, 0x7F800001, 0xFF800001]> : vector<26xf32>
  %b = arith.constant dense<[0xFF800001, 0x7F800001, 0xF9CB1ED3, 0xE7A1DBB5, 0xA9C1EBE3, 0x34B29183, 0xBB54C462, 0x4002D039, 0xBFDC9A5D, 0x3FC80F67, 0x21791F7D, 0xBF071DB1, 0xC2AA0FA6, 0xBF05B0DC, 0x458F3642, 0xBF489038, 0xBF75F2AB, 0xBF7446B9, 0xBF9F38DD, 0x4582BA74, 0xBF825686, 0xBF51623B, 0xF3F97216, 0x37BF0764, 0xBFB6481B, 0x42476584]> : vector<26xf32>
  %p = arith.constant dense<[0x42476584, 0x3FB6481B, 0x37BF0764, 0x73F97216, 0x3F51623B, 0x3F825686, 0x4582BA74, 0x3F9F38DD, 0x3F7446B9, 0x3F75F2AB, 0x3F489038, 0x458F3642, 0x3F05B0DC, 0x42AA0FA6, 0x3F071DB1, 0x21791F7D, 0x3FC80F67, 0x3FDC9A5D, 0x4002D039, 0x3B54C462, 0x34B29183, 0x29C1EBE3, 0x67A1DBB5, 0x79CB1ED3, 0x7F800001, 0x7F800001]> : vector<26xf32>
  %0 = math.acos %a : vector<26xf32>
  %1 = math.acosh %a : vector<26xf32>
  %2 = math.asin %a : vector<26xf32>
  %3 = math.asinh %a : vector<26xf32>
  %4 = math.atan %a : vector<26xf32>
  %5 = math.atanh %a : vector<26xf32>
  %6 = math.cos %a : vector<26xf32>
  %7 = math.cosh %a : vector<26xf32>
  %8 = math.erf %a : vector<26xf32>
  %9 = math.erfc %a : vector<26xf32>
  %10 = math.exp %a : vector<26xf32>
  %11 = math.exp2 %a : vector<26xf32>
  %12 = math.expm1 %a : vector<26xf32>
  %13 = math.log %p : vector<26xf32>
  %14 = math.log10 %p : vector<26xf32>
  %15 = math.log1p %p : vector<26xf32>
  %16 = math.log2 %p : vector<26xf32>
  %17 = math.round %a : vector<26xf32>
  %18 = math.sin %a : vector<26xf32>
  %19 = math.sinh %a : vector<26xf32>
  %20 = math.sqrt %p : vector<26xf32>
  %21 = math.tan %a : vector<26xf32>
  %22 = math.tanh %a : vector<26xf32>
  %23 = math.trunc %a : vector<26xf32>
  %pw = math.powf %a, %b : vector<26xf32>
  %at = math.atan2 %a, %b : vector<26xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %pw, %at : vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>, vector<26xf32>
}

func.func @libm_f64() -> (vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>) {
  %a = arith.constant dense<[0xB0EEA3C82A9A3832, 0x40ADFE094C8B3CB2, 0x3FE5D8593B377425, 0xC1A66EDCF280F171, 0xBF21EBC7F92D1D90, 0x3FEF9091183295A8, 0xBFF7CE77AD8835E6, 0xF0066A0998E4C8DD, 0xEACD3B1EA954E622, 0x417368F1DDAB4054, 0xBFE639A91C01942A, 0x3FE9C55904899AD4, 0xEF91F2170643C1E1, 0xBFFB2085B41A7FE8, 0x3FF9AC01A085C819, 0x3FE81385979497ED, 0xBFF306AFBF97DD7C, 0x3FF6CFB9281BEA3D, 0xC0B7B33D75979CE1, 0xBFF7EFCD3D3DAC57, 0xC964CC43CEADBC19, 0xBFEE0F6022ED5D59, 0x3FEC2F6DAAC50064, 0xBFE4E55D651BA411, 0x7FF0000000000001, 0xFFF0000000000001]> : vector<26xf64>
  %b = arith.constant dense<[0xFFF0000000000001, 0x7FF0000000000001, 0xBFE4E55D651BA411, 0x3FEC2F6DAAC50064, 0xBFEE0F6022ED5D59, 0xC964CC43CEADBC19, 0xBFF7EFCD3D3DAC57, 0xC0B7B33D75979CE1, 0x3FF6CFB9281BEA3D, 0xBFF306AFBF97DD7C, 0x3FE81385979497ED, 0x3FF9AC01A085C819, 0xBFFB2085B41A7FE8, 0xEF91F2170643C1E1, 0x3FE9C55904899AD4, 0xBFE639A91C01942A, 0x417368F1DDAB4054, 0xEACD3B1EA954E622, 0xF0066A0998E4C8DD, 0xBFF7CE77AD8835E6, 0x3FEF9091183295A8, 0xBF21EBC7F92D1D90, 0xC1A66EDCF280F171, 0x3FE5D8593B377425, 0x40ADFE094C8B3CB2, 0xB0EEA3C82A9A3832]> : vector<26xf64>
  %p = arith.constant dense<[0x30EEA3C82A9A3832, 0x40ADFE094C8B3CB2, 0x3FE5D8593B377425, 0x41A66EDCF280F171, 0x3F21EBC7F92D1D90, 0x3FEF9091183295A8, 0x3FF7CE77AD8835E6, 0x70066A0998E4C8DD, 0x6ACD3B1EA954E622, 0x417368F1DDAB4054, 0x3FE639A91C01942A, 0x3FE9C55904899AD4, 0x6F91F2170643C1E1, 0x3FFB2085B41A7FE8, 0x3FF9AC01A085C819, 0x3FE81385979497ED, 0x3FF306AFBF97DD7C, 0x3FF6CFB9281BEA3D, 0x40B7B33D75979CE1, 0x3FF7EFCD3D3DAC57, 0x4964CC43CEADBC19, 0x3FEE0F6022ED5D59, 0x3FEC2F6DAAC50064, 0x3FE4E55D651BA411, 0x7FF0000000000001, 0x7FF0000000000001]> : vector<26xf64>
  %0 = math.acos %a : vector<26xf64>
  %1 = math.acosh %a : vector<26xf64>
  %2 = math.asin %a : vector<26xf64>
  %3 = math.asinh %a : vector<26xf64>
  %4 = math.atan %a : vector<26xf64>
  %5 = math.atanh %a : vector<26xf64>
  %6 = math.cos %a : vector<26xf64>
  %7 = math.cosh %a : vector<26xf64>
  %8 = math.erf %a : vector<26xf64>
  %9 = math.erfc %a : vector<26xf64>
  %10 = math.exp %a : vector<26xf64>
  %11 = math.exp2 %a : vector<26xf64>
  %12 = math.expm1 %a : vector<26xf64>
  %13 = math.log %p : vector<26xf64>
  %14 = math.log10 %p : vector<26xf64>
  %15 = math.log1p %p : vector<26xf64>
  %16 = math.log2 %p : vector<26xf64>
  %17 = math.round %a : vector<26xf64>
  %18 = math.sin %a : vector<26xf64>
  %19 = math.sinh %a : vector<26xf64>
  %20 = math.sqrt %p : vector<26xf64>
  %21 = math.tan %a : vector<26xf64>
  %22 = math.tanh %a : vector<26xf64>
  %23 = math.trunc %a : vector<26xf64>
  %pw = math.powf %a, %b : vector<26xf64>
  %at = math.atan2 %a, %b : vector<26xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %pw, %at : vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>, vector<26xf64>
}
