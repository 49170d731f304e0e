// RUN: --canonicalize --allow-unregistered-dialect
// RUN: --canonicalize --allow-unregistered-dialect --mlir-print-op-generic
func.func @index_shape(%src: memref<?xf32>, %shape: memref<2xindex>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d0 = memref.dim %r, %c0 : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @i32_shape(%src: memref<?xf32>, %shape: memref<2xi32>, %i: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

func.func @index_after_reshape(%src: memref<?xf32>, %shape: memref<1xindex>, %n: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  %i = arith.addi %n, %n : index
  %d = memref.dim %r, %i : memref<?xf32>
  return %d : index
}

func.func @index_in_outer_region(%src: memref<?xf32>, %shape: memref<1xindex>, %i: index, %lb: index, %ub: index) {
  %k = arith.muli %i, %i : index
  scf.for %iv = %lb to %ub step %i {
    %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
    %d = memref.dim %r, %k : memref<?xf32>
    "test.use"(%d) : (index) -> ()
  }
  return
}

func.func @reshape_in_inner_region(%src: memref<?xf32>, %shape: memref<1xindex>, %lb: index, %ub: index, %s: index) {
  scf.for %iv = %lb to %ub step %s {
    %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
    scf.for %jv = %lb to %ub step %s {
      %d = memref.dim %r, %jv : memref<?xf32>
      "test.use"(%d) : (index) -> ()
    }
  }
  return
}
