// RUN:
// RUN: --mlir-print-op-generic --mlir-print-local-scope
// `nontemporal = false`, the default, is left out of the custom form but
// kept in the generic one; `true` is printed in both.

func.func @elision(%a: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %a[%i] {nontemporal = false} : memref<4xf32>
  %1 = memref.load %a[%i] {nontemporal = true, alignment = 32} : memref<4xf32>
  memref.store %v, %a[%i] {nontemporal = false, alignment = 4} : memref<4xf32>
  "memref.store"(%v, %a, %i) <{nontemporal = false}> {x} : (f32, memref<4xf32>, index) -> ()
  %2 = "memref.load"(%a, %i) <{nontemporal = false, alignment = 8 : i64}> : (memref<4xf32>, index) -> f32
  return %0 : f32
}
