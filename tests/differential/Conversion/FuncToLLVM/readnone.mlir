// RUN: --convert-func-to-llvm
// `llvm.readnone` becomes the function's memory effects.
func.func private @erff(f32) -> f32 attributes {llvm.readnone}
func.func @k(%a: f32) -> f32 attributes {llvm.readnone, llvm.other = 1} {
  %0 = call @erff(%a) : (f32) -> f32
  return %0 : f32
}
func.func private @plain(f32) -> f32 attributes {llvm.other}
