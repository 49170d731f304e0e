// RUN:
// RUN: --mlir-print-op-generic
// Every fast-math flag and combinations; none is elided, the generic form always has the property.
func.func @flags(%x: f32) {
  %0 = math.sqrt %x fastmath<none> : f32
  %1 = math.sqrt %x fastmath<reassoc> : f32
  %2 = math.sqrt %x fastmath<nnan> : f32
  %3 = math.sqrt %x fastmath<ninf> : f32
  %4 = math.sqrt %x fastmath<nsz> : f32
  %5 = math.sqrt %x fastmath<arcp> : f32
  %6 = math.sqrt %x fastmath<contract> : f32
  %7 = math.sqrt %x fastmath<afn> : f32
  %8 = math.sqrt %x fastmath<fast> : f32
  %9 = math.sqrt %x fastmath<nnan,ninf> : f32
  %10 = math.sqrt %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %11 = math.sqrt %x fastmath<nnan,nsz,afn> : f32
  %12 = math.sqrt %x fastmath<contract,reassoc> : f32
  %g = "math.exp"(%x) <{fastmath = #arith.fastmath<ninf,afn>}> : (f32) -> f32
  %h = "math.atan2"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %k = "math.powf"(%x, %x) : (f32, f32) -> f32
  return
}
