// RUN: --generate-runtime-verification --split-input-file
// Each chunk of a split input is a module of its own: names and locations
// are the chunk's.
func.func @one(%m: memref<?xf32>, %i: index) -> f32 {
  %a = memref.load %m[%i] : memref<?xf32>
  return %a : f32
}

// -----

func.func @two(%m: memref<5xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<5xf32>
  return
}

// -----

func.func @three(%a: memref<?xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}
