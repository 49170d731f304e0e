// RUN: --convert-func-to-llvm
func.func @scalars(%a: i32, %b: f64) -> f64 attributes {llvm.emit_c_interface} {
  return %b : f64
}
func.func @memrefs(%m: memref<?x?xf32>, %i: index) -> index attributes {llvm.emit_c_interface} {
  return %i : index
}
func.func @returns_memref(%m: memref<4xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<4xf32>
}
func.func @two_results(%a: i32) -> (i32, i32) attributes {llvm.emit_c_interface} {
  return %a, %a : i32, i32
}
func.func @nothing() attributes {llvm.emit_c_interface} {
  return
}
func.func @unranked(%u: memref<*xf32>) attributes {llvm.emit_c_interface} {
  return
}
