// RUN: --convert-func-to-llvm
// An existing `malloc` and `free` are reused, not declared again.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

func.func @id(%a: memref<*xi32>) -> memref<*xi32> {
  return %a : memref<*xi32>
}

func.func @twice(%a: memref<*xi32>) -> memref<*xi32> {
  %0 = call @id(%a) : (memref<*xi32>) -> memref<*xi32>
  return %0 : memref<*xi32>
}
