// RUN: --generate-runtime-verification
// The memref ops without run-time checks (reinterpret_cast and
// collapse_shape among them) and IR without memref ops are left as they
// are.
func.func @views(%m: memref<?x4xf32>, %o: index) -> (memref<?xf32>, memref<4xf32, strided<[1], offset: ?>>) {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %b = memref.reinterpret_cast %m to offset: [%o], sizes: [4], strides: [1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %a, %b : memref<?xf32>, memref<4xf32, strided<[1], offset: ?>>
}

func.func @others(%n: index) -> index {
  %m = memref.alloca(%n) : memref<?xf32>
  %r = memref.rank %m : memref<?xf32>
  %t = memref.transpose %m (i) -> (i) : memref<?xf32> to memref<?xf32, strided<[1]>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  return %p : index
}

func.func @scalar(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  return %c : i32
}
