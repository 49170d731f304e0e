// RUN: --finalize-memref-to-llvm=index-bitwidth=32
memref.global "private" constant @g : memref<4xindex> = dense<[1, 2, 3, 4]>
func.func @use() -> index {
  %0 = memref.get_global @g : memref<4xindex>
  %c1 = arith.constant 1 : index
  %1 = memref.load %0[%c1] : memref<4xindex>
  return %1 : index
}
