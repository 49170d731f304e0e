// RUN:
// RUN: --mlir-print-op-generic
// Lenient input spellings that print canonically: whitespace inside and
// around flag brackets, no spaces around commas and colons, `fast` combined
// with other flags, six of the seven fast flags (not collapsed to `fast`).
func.func @spelling(%a: i32, %f: f32) {
  %0 = arith.addi %a, %a overflow<nuw,nsw> : i32
  %1 = arith.addf %f, %f fastmath<nnan, ninf> : f32
  %2 = arith.addf %f, %f fastmath <fast> : f32
  %3 = arith.addi %a, %a overflow < nsw > : i32
  %4 = arith.cmpf oeq,%f,%f:f32
  %5 = arith.addf %f, %f fastmath<fast,nnan> : f32
  %6 = arith.addf %f, %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f32
  %7=arith.subi %a,%a:i32
  %8 = arith.truncf %f   downward   : f32   to   f16
  return
}
