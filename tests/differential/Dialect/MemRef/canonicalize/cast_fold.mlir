// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.cast: a cast of a cast casts the first source, an identity cast
// is its operand, a cast of an unranked memref stays; the same for
// memref.memory_space_cast.
func.func @chain(%m: memref<4x8xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %1 = memref.cast %0 : memref<?x8xf32> to memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

func.func @identity(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @round_trip(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

func.func @unranked(%u: memref<*xf32>) -> memref<4xf32> {
  %0 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %1 : memref<4xf32> to memref<*xf32>
  %3 = memref.cast %2 : memref<*xf32> to memref<4xf32>
  return %3 : memref<4xf32>
}

func.func @spaces(%m: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 3>
  %2 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 1>
  return %1, %2 : memref<4xf32, 3>, memref<4xf32, 1>
}

func.func @dead(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 2>
  return
}
