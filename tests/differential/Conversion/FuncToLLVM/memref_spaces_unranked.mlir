// RUN: --convert-func-to-llvm
func.func @space(%m: memref<4xf32, 3>, %n: memref<2x2xi32, 1 : i64>) -> memref<4xf32, 3> {
  return %m : memref<4xf32, 3>
}
func.func @unranked(%u: memref<*xf32>, %i: index) -> index {
  return %i : index
}
func.func @unranked_space(%u: memref<*xi8, 5>, %v: memref<*xi8, 5>) {
  return
}
func.func @mixed(%a: index, %m: memref<?xf32>, %u: memref<*xf32>) -> (index, memref<?xf32>) {
  return %a, %m : index, memref<?xf32>
}
func.func @element_kinds(%a: memref<2xindex>, %b: memref<2xvector<4xf32>>, %c: memref<2xcomplex<f32>>) {
  return
}
