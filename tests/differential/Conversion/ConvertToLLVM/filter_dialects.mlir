// RUN: --convert-to-llvm=filter-dialects=func
// RUN: --convert-to-llvm=filter-dialects=math
// RUN: --pass-pipeline=builtin.module(convert-to-llvm{filter-dialects=memref,func})
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  %s = math.absf %v : f32
  return %s : f32
}
