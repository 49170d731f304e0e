// RUN: --convert-func-to-llvm
// RUN: '--convert-func-to-llvm=index-bitwidth=32'
// Unranked memrefs returned: the callee copies each ranked descriptor to
// the heap, the caller copies it to its stack and frees the heap copy.
func.func private @produce() -> (memref<*xf32>, i32, memref<*xi8>)

func.func @forward(%a: memref<*xf32>, %b: memref<*xi8>, %c: i32) -> (memref<*xf32>, i32, memref<*xi8>) {
  %0:3 = call @produce() : () -> (memref<*xf32>, i32, memref<*xi8>)
  return %a, %c, %b : memref<*xf32>, i32, memref<*xi8>
}

func.func @one(%a: memref<*xf64>) -> memref<*xf64> {
  return %a : memref<*xf64>
}

func.func @use_one(%a: memref<*xf64>) -> memref<*xf64> {
  %0 = call @one(%a) : (memref<*xf64>) -> memref<*xf64>
  %1 = call @one(%0) : (memref<*xf64>) -> memref<*xf64>
  return %1 : memref<*xf64>
}
