// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Globals and the ops reading them: an unused get_global goes, the global
// stays; functions around them are cleaned as usual.
memref.global "private" @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" constant @fixed : memref<i32> = dense<7>
func.func private @read(%i: index, %unused: index) -> i32 {
  %g = memref.get_global @table : memref<4xi32>
  %v = memref.load %g[%i] : memref<4xi32>
  %h = memref.get_global @fixed : memref<i32>
  return %v : i32
}
func.func @main(%i: index) -> i32 {
  %r = call @read(%i, %i) : (index, index) -> i32
  return %r : i32
}
