// RUN: --convert-math-to-llvm --convert-math-to-libm
// After convert-math-to-llvm has lowered what it can, convert-math-to-libm
// folds the llvm ops already there: a GEP with index 0 is its base, the
// extractvalue of an insertvalue chain its inserted value.
func.func @f(%p: !llvm.ptr, %a: f32) -> f32 {
  %g = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, f32
  %x = llvm.load %g : !llvm.ptr -> f32
  %u = llvm.mlir.poison : !llvm.array<2 x f32>
  %s0 = llvm.insertvalue %x, %u[0] : !llvm.array<2 x f32>
  %s1 = llvm.insertvalue %a, %s0[1] : !llvm.array<2 x f32>
  %e = llvm.extractvalue %s1[1] : !llvm.array<2 x f32>
  %0 = math.sqrt %e : f32
  %1 = math.tan %0 : f32
  %2 = math.absf %1 : f32
  return %2 : f32
}
