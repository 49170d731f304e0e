// RUN: --convert-arith-to-llvm
// Fast-math flags become #llvm.fastmath, each flag on its own and combined.
func.func @fastmath(%x: f32, %y: f32, %v: vector<4xf64>) -> () {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %x, %y fastmath<nnan> : f32
  %2 = arith.mulf %x, %y fastmath<ninf> : f32
  %3 = arith.divf %x, %y fastmath<nsz> : f32
  %4 = arith.remf %x, %y fastmath<arcp> : f32
  %5 = arith.negf %x fastmath<contract> : f32
  %6 = arith.addf %x, %y fastmath<afn> : f32
  %7 = arith.addf %x, %y fastmath<reassoc> : f32
  %8 = arith.mulf %x, %y fastmath<nnan,ninf,nsz> : f32
  %9 = arith.divf %v, %v fastmath<reassoc,contract> : vector<4xf64>
  %10 = arith.addf %x, %y fastmath<none> : f32
  %11 = arith.mulf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f32
  return
}
