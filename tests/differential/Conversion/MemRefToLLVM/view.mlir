// RUN: --finalize-memref-to-llvm
func.func @view(%m: memref<2048xi8>, %o: index, %s: index, %t: index) {
  %0 = memref.view %m[%o][%s] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %m[%o][%s, %t] : memref<2048xi8> to memref<?x?x2xf64>
  %2 = memref.view %m[%o][] : memref<2048xi8> to memref<16x4xi32>
  %3 = memref.view %m[%o][] : memref<2048xi8> to memref<f32>
  return
}
