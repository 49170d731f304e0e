// RUN: --convert-math-to-llvm
// The #arith.fastmath flags become #llvm.fastmath flags of the same
// meaning (the two dialects number them differently); none stays none.
func.func @flags(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.sin %x fastmath<reassoc> : f32
  %1 = math.cos %x fastmath<nnan> : f32
  %2 = math.exp %x fastmath<ninf> : f32
  %3 = math.log %x fastmath<nsz> : f32
  %4 = math.sqrt %x fastmath<arcp> : f32
  %5 = math.powf %x, %y fastmath<contract> : f32
  %6 = math.tanh %x fastmath<afn> : f32
  %7 = math.absf %x fastmath<fast> : f32
  %8 = math.copysign %x, %y fastmath<reassoc,nnan,afn> : f32
  %9 = math.floor %x fastmath<none> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @vector_flags(%v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = math.exp2 %v fastmath<nnan,ninf,nsz> : vector<4xf32>
  %1 = math.fma %v, %v, %v fastmath<contract,arcp> : vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
