// RUN: --finalize-memref-to-llvm --convert-func-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// A cast the first pass leaves for a call is left unused by the second,
// which folds only the casts it made.
func.func private @take(%arg0: memref<*xf32>) -> i32

func.func @caller(%arg0: memref<3xf32>) -> i32 {
  %0 = memref.cast %arg0 : memref<3xf32> to memref<*xf32>
  %1 = call @take(%0) : (memref<*xf32>) -> i32
  return %1 : i32
}

func.func @ret(%arg0: memref<*xf32>) -> memref<*xf32> {
  return %arg0 : memref<*xf32>
}

func.func @roundtrip(%arg0: memref<3xf32>) -> memref<*xf32> {
  %0 = memref.cast %arg0 : memref<3xf32> to memref<*xf32>
  %1 = call @ret(%0) : (memref<*xf32>) -> memref<*xf32>
  return %1 : memref<*xf32>
}
