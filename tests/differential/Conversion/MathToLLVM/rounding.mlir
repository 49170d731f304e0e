// RUN: --convert-math-to-llvm
// The roundings, absf and sqrt on f16 and bf16 scalars.
func.func @f16(%x: f16) -> (f16, f16, f16, f16, f16, f16, f16) {
  %0 = math.ceil %x : f16
  %1 = math.floor %x : f16
  %2 = math.round %x : f16
  %3 = math.roundeven %x : f16
  %4 = math.trunc %x : f16
  %5 = math.absf %x : f16
  %6 = math.sqrt %x : f16
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, f16, f16, f16, f16, f16
}

func.func @bf16(%x: bf16) -> (bf16, bf16, bf16) {
  %0 = math.ceil %x : bf16
  %1 = math.trunc %x : bf16
  %2 = math.absf %x : bf16
  return %0, %1, %2 : bf16, bf16, bf16
}
