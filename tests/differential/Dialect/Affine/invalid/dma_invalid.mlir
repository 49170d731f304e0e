// RUN: --split-input-file --allow-unregistered-dialect
// affine.dma_start and affine.dma_wait: parse errors (strides, types, no attribute dictionary) and verifier errors in upstream's order (memrefs, operand count, index types, index validity); generic forms upstream accepts.
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i], %d[%i], %t[0], %n, %i : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i], %d[%i], %t[0], %n, %i, %i, %i : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i], %d[%i], %t[0], %n : memref<10xf32>, memref<10xf32, 2>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i], %d[%i], %t[0], %n : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i], %d[%i], %t[0], %n {a} : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i], %d[%i], %t[0], %n : tensor<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %m[%i, %i], %d[%i], %t[0], %n : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_start"(%m, %i, %d, %i, %t, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_start"(%m, %i, %d, %i, %t, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, index, memref<1xi32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_start"(%m, %i, %d, %i, %t, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index, %x: i32) {
  "affine.dma_start"(%m, %x, %d, %i, %t, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, i32, memref<10xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index, %x: i32) {
  "affine.dma_start"(%m, %i, %d, %x, %t, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, i32, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index, %x: i32) {
  "affine.dma_start"(%m, %i, %d, %i, %t, %x, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, index, memref<1xi32>, i32, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index, %x: i32) {
  "affine.dma_start"(%m, %i, %d, %i, %t, %x) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, index, memref<1xi32>, i32) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_start"(%i, %i, %d, %i, %t, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (index, index, memref<10xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_start"(%m, %i, %i, %i, %t, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, index, index, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_start"(%m, %i, %d, %i, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>} : (memref<10xf32>, index, memref<10xf32, 2>, index, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %c: i1) {
  scf.if %c {
    %i = "test.idx"() : () -> index
    affine.dma_start %m[%i], %d[0], %t[0], %i : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %c: i1) {
  scf.if %c {
    %i = "test.idx"() : () -> index
    affine.dma_start %m[0], %d[%i], %t[0], %i : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %c: i1) {
  scf.if %c {
    %i = "test.idx"() : () -> index
    affine.dma_start %m[0], %d[0], %t[%i], %i : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  }
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_wait %t[%i], %n {a} : memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_wait %t[%i], %n : tensor<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_wait %t[%i, %i], %n : memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: i32) {
  affine.dma_wait %t[%i], %n : memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_wait"(%i, %n) {tag_map = affine_map<() -> (0)>} : (index, index) -> ()
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: i32, %n: index) {
  "affine.dma_wait"(%t, %i, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: i32) {
  "affine.dma_wait"(%t, %i, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index, i32) -> ()
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  "affine.dma_wait"(%t, %i, %n, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index, index, index) -> ()
  return
}
// -----
func.func @f(%t: memref<1xi32>, %c: i1) {
  scf.if %c {
    %i = "test.idx"() : () -> index
    affine.dma_wait %t[%i], %i : memref<1xi32>
  }
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_wait %t[%i], %n : memref<*xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_wait %t[%i] : memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %t[%i], %t[%i], %t[%i], %n, %n, : memref<1xi32>, memref<1xi32>, memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %t[%i], %t[%i], %t[%i], %n, : memref<1xi32>, memref<1xi32>, memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<*xi32>, %i: index, %n: index) {
  affine.dma_wait %t[], %n : memref<*xi32>
  return
}
// -----
func.func @f(%t: memref<*xi32>, %u: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %t[], %u[%i], %u[%i], %n : memref<*xi32>, memref<1xi32>, memref<1xi32>
  return
}
// -----
