// RUN: --finalize-memref-to-llvm
func.func @attrs(%m: memref<8xf16, 2>, %i: index) {
  %0 = memref.load %m[%i] {nontemporal = true} : memref<8xf16, 2>
  memref.store %0, %m[%i] {nontemporal = true} : memref<8xf16, 2>
  %1 = memref.load %m[%i] {alignment = 4 : i64} : memref<8xf16, 2>
  memref.store %1, %m[%i] {alignment = 8 : i64} : memref<8xf16, 2>
  return
}
