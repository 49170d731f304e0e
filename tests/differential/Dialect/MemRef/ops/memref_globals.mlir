// RUN:
// RUN: --mlir-print-op-generic
// memref.global in every form (external, uninitialized, dense and splat
// initial values, constant, visibility, alignment, memory space) and
// memref.get_global.

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<3xf16> = uninitialized
memref.global "private" @ext : memref<4xi32>
memref.global constant @splat : memref<2x2xi32> = dense<1>
memref.global @scalar : memref<f64> = dense<0.5>
memref.global "private" @aligned : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64}
memref.global "nested" @spaced : memref<4xi8, 1> = dense<[1, 2, 3, 4]>
memref.global @flags : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @idx : memref<2xindex> = dense<[7, -1]> {note = "n"}
memref.global @laid : memref<2x2xf32, strided<[1, 2]>> = uninitialized

func.func @get(%i: index) -> f32 {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @ext : memref<4xi32>
  %2 = memref.get_global @spaced : memref<4xi8, 1>
  %3 = memref.get_global @scalar : memref<f64>
  %4 = memref.get_global @laid : memref<2x2xf32, strided<[1, 2]>>
  %5 = memref.load %0[%i] : memref<2xf32>
  return %5 : f32
}
