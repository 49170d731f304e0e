// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
func.func @f(%m: memref<?xf32>, %i: index, %x: f32) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  %s = math.sqrt %v : f32
  %e = math.exp %x fastmath<fast> : f32
  memref.store %e, %m[%i] : memref<?xf32>
  return %s : f32
}
func.func @alloc(%n: index) -> memref<?x4xf64> {
  %a = memref.alloc(%n) : memref<?x4xf64>
  return %a : memref<?x4xf64>
}
