// RUN: --canonicalize
// Fast-math flags change nothing in the folders: constants fold with any flags, and the non-constant ops keep their flags.
func.func @flags(%x: f32) -> (f32, f32, f32, f32, f32, f32, i1) {
  %c = arith.constant 0.25 : f32
  %m = arith.constant -1.0 : f32
  %0 = math.sqrt %c fastmath<fast> : f32
  %1 = math.log %m fastmath<nnan,ninf> : f32
  %2 = math.absf %m fastmath<nsz> : f32
  %3 = math.exp %x fastmath<afn> : f32
  %4 = math.copysign %c, %m fastmath<reassoc> : f32
  %5 = math.floor %x fastmath<contract> : f32
  %6 = math.isinf %c {fastmath = #arith.fastmath<ninf>} : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, i1
}
