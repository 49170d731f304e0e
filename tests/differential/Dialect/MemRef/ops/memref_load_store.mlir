// RUN:
// RUN: --mlir-print-op-generic
// memref.load and memref.store: indices, rank 0, nontemporal, alignment,
// layouts and memory spaces.

func.func @load_store(%a: memref<4x?xf32>, %z: memref<i32>, %i: index, %j: index, %v: f32, %w: i32,
                      %s: memref<8x8xf16, strided<[16, 2], offset: ?>, 4>, %h: f16) -> (f32, i32, f16) {
  %0 = memref.load %a[%i, %j] : memref<4x?xf32>
  %1 = memref.load %z[] : memref<i32>
  %2 = memref.load %a[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %3 = memref.load %a[%i, %j] {alignment = 16} : memref<4x?xf32>
  %4 = memref.load %s[%j, %i] {alignment = 2 : i64, extra} : memref<8x8xf16, strided<[16, 2], offset: ?>, 4>
  memref.store %v, %a[%i, %j] : memref<4x?xf32>
  memref.store %w, %z[] : memref<i32>
  memref.store %v, %a[%j, %i] {nontemporal = true, alignment = 4} : memref<4x?xf32>
  memref.store %h, %s[%i, %i] : memref<8x8xf16, strided<[16, 2], offset: ?>, 4>
  return %0, %1, %4 : f32, i32, f16
}
