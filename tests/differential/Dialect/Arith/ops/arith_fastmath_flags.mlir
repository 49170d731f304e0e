// RUN:
// RUN: --mlir-print-op-generic
// fastmath<...>: single flags, flag lists (printed with `,` and no space), the
// `fast` group, all seven flags spelled out (printed as `fast`), and `none`.
func.func @fastmath(%a: f64, %b: f64) -> f64 {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.subf %0, %b fastmath<nnan,ninf> : f64
  %2 = arith.mulf %1, %a fastmath<reassoc> : f64
  %3 = arith.divf %2, %b fastmath<nsz,arcp> : f64
  %4 = arith.remf %3, %a fastmath<contract> : f64
  %5 = arith.maximumf %4, %a fastmath<afn> : f64
  %6 = arith.minimumf %5, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  %7 = arith.maxnumf %6, %a fastmath<none> : f64
  %8 = arith.minnumf %7, %b fastmath<ninf,nnan> : f64
  %9 = arith.negf %8 fastmath<nnan> : f64
  %10 = arith.addf %9, %a fastmath<afn,contract,arcp> : f64
  return %10 : f64
}
