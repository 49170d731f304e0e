// Memrefs of every element type and ranks 0 to 4, printed by every kind of
// entry point: `printMemrefX` (an unranked memref as two arguments),
// `_mlir_ciface_printMemrefX` and `_mlir_ciface_printMemrefShapeX` (by
// pointer, through `llvm.emit_c_interface`) and the ranked
// `_mlir_ciface_printMemrefNdX`. The data comes from globals; subviews give
// strides and offsets. `tests/format.rs` rebuilds each memref in Rust.
module {
  memref.global "private" constant @r0 : memref<f32> = dense<1.5>
  memref.global "private" constant @r1 : memref<3xf32> = dense<[0.5, -1.0, 1.0e10]>
  memref.global "private" constant @r2 : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.25]]>
  memref.global "private" constant @r3 : memref<2x2x3xf32> = dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]>
  memref.global "private" constant @r4 : memref<2x1x2x2xf32> = dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[5.0, 6.0], [7.0, 8.0]]]]>
  memref.global "private" constant @s : memref<4x4xf64> = dense<[[0.0, 0.1, 0.2, 0.3], [1.0, 1.1, 1.2, 1.3], [2.0, 2.1, 2.2, 2.3], [3.0, 3.1, 3.2, 0x7FF0000000000000]]>
  memref.global "private" constant @i8 : memref<5xi8> = dense<[65, -3, 48, 0, 127]>
  memref.global "private" constant @i16 : memref<2x2xi16> = dense<[[-32768, 32767], [0, -1]]>
  memref.global "private" constant @i32 : memref<3x1xi32> = dense<[[-2147483648], [2147483647], [7]]>
  memref.global "private" constant @i64 : memref<1x2xi64> = dense<[[-9223372036854775808, 9223372036854775807]]>
  memref.global "private" constant @ind : memref<3xindex> = dense<[0, 1, -5]>
  memref.global "private" constant @h : memref<3xf16> = dense<[0.333, -65504.0, 0x7E00]>
  memref.global "private" constant @b : memref<3xbf16> = dense<[0.1, -3.0e38, 0xFFC1]>
  memref.global "private" constant @c32 : memref<2xcomplex<f32>> = dense<[(1.5, -2.0), (0.0, 1.0e-7)]>
  memref.global "private" constant @c64 : memref<2x2xcomplex<f64>> = dense<[[(0.1, 1.0e20), (-0.0, 3.0)], [(1.0, 2.0), (5.0, -6.5)]]>

  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func private @printMemrefInd(memref<*xindex>)
  func.func private @printMemrefC32(memref<*xcomplex<f32>>)
  func.func private @printMemrefC64(memref<*xcomplex<f64>>)
  func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefShapeI8(memref<*xi8>) attributes {llvm.emit_c_interface}
  func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}
  func.func private @printMemref1dF32(memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
  func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
  func.func private @printMemref3dF32(memref<?x?x?xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemref4dF32(memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
  func.func private @printMemref1dI64(memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
  func.func private @printMemref1dC64(memref<?xcomplex<f64>, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}

  func.func @main() -> i32 {
    // Ranks 0 to 4, unranked.
    %r0 = memref.get_global @r0 : memref<f32>
    %u0 = memref.cast %r0 : memref<f32> to memref<*xf32>
    func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
    %r1 = memref.get_global @r1 : memref<3xf32>
    %u1 = memref.cast %r1 : memref<3xf32> to memref<*xf32>
    func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
    %r2 = memref.get_global @r2 : memref<2x3xf32>
    %u2 = memref.cast %r2 : memref<2x3xf32> to memref<*xf32>
    func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
    %r3 = memref.get_global @r3 : memref<2x2x3xf32>
    %u3 = memref.cast %r3 : memref<2x2x3xf32> to memref<*xf32>
    func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
    %r4 = memref.get_global @r4 : memref<2x1x2x2xf32>
    %u4 = memref.cast %r4 : memref<2x1x2x2xf32> to memref<*xf32>
    func.call @printMemrefF32(%u4) : (memref<*xf32>) -> ()

    // Strides and offsets: a 2x3 window at [1, 1], every other column, a
    // transpose, a column.
    %s = memref.get_global @s : memref<4x4xf64>
    %w = memref.subview %s[1, 1] [2, 3] [1, 1] : memref<4x4xf64> to memref<2x3xf64, strided<[4, 1], offset: 5>>
    %uw = memref.cast %w : memref<2x3xf64, strided<[4, 1], offset: 5>> to memref<*xf64>
    func.call @printMemrefF64(%uw) : (memref<*xf64>) -> ()
    %e = memref.subview %s[0, 1] [4, 2] [1, 2] : memref<4x4xf64> to memref<4x2xf64, strided<[4, 2], offset: 1>>
    %ue = memref.cast %e : memref<4x2xf64, strided<[4, 2], offset: 1>> to memref<*xf64>
    func.call @printMemrefF64(%ue) : (memref<*xf64>) -> ()
    %t = memref.transpose %s (i, j) -> (j, i) : memref<4x4xf64> to memref<4x4xf64, strided<[1, 4]>>
    %ut = memref.cast %t : memref<4x4xf64, strided<[1, 4]>> to memref<*xf64>
    func.call @printMemrefF64(%ut) : (memref<*xf64>) -> ()
    %col = memref.subview %s[0, 3] [4, 1] [1, 1] : memref<4x4xf64> to memref<4xf64, strided<[4], offset: 3>>
    %ucol = memref.cast %col : memref<4xf64, strided<[4], offset: 3>> to memref<*xf64>
    func.call @printMemrefF64(%ucol) : (memref<*xf64>) -> ()

    // Element types.
    %i8 = memref.get_global @i8 : memref<5xi8>
    %ui8 = memref.cast %i8 : memref<5xi8> to memref<*xi8>
    func.call @printMemrefI8(%ui8) : (memref<*xi8>) -> ()
    %i16 = memref.get_global @i16 : memref<2x2xi16>
    %ui16 = memref.cast %i16 : memref<2x2xi16> to memref<*xi16>
    func.call @printMemrefI16(%ui16) : (memref<*xi16>) -> ()
    %i32 = memref.get_global @i32 : memref<3x1xi32>
    %ui32 = memref.cast %i32 : memref<3x1xi32> to memref<*xi32>
    func.call @printMemrefI32(%ui32) : (memref<*xi32>) -> ()
    %i64 = memref.get_global @i64 : memref<1x2xi64>
    %ui64 = memref.cast %i64 : memref<1x2xi64> to memref<*xi64>
    func.call @printMemrefI64(%ui64) : (memref<*xi64>) -> ()
    %ind = memref.get_global @ind : memref<3xindex>
    %uind = memref.cast %ind : memref<3xindex> to memref<*xindex>
    func.call @printMemrefInd(%uind) : (memref<*xindex>) -> ()
    %h = memref.get_global @h : memref<3xf16>
    %uh = memref.cast %h : memref<3xf16> to memref<*xf16>
    func.call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
    %b = memref.get_global @b : memref<3xbf16>
    %ub = memref.cast %b : memref<3xbf16> to memref<*xbf16>
    func.call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
    %c32 = memref.get_global @c32 : memref<2xcomplex<f32>>
    %uc32 = memref.cast %c32 : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
    func.call @printMemrefC32(%uc32) : (memref<*xcomplex<f32>>) -> ()
    %c64 = memref.get_global @c64 : memref<2x2xcomplex<f64>>
    %uc64 = memref.cast %c64 : memref<2x2xcomplex<f64>> to memref<*xcomplex<f64>>
    func.call @printMemrefC64(%uc64) : (memref<*xcomplex<f64>>) -> ()

    // The shape alone.
    func.call @printMemrefShapeF32(%u2) : (memref<*xf32>) -> ()
    func.call @printMemrefShapeI8(%ui8) : (memref<*xi8>) -> ()

    // Ranked descriptors.
    func.call @printMemref0dF32(%r0) : (memref<f32>) -> ()
    %k1 = memref.subview %r1[1] [2] [1] : memref<3xf32> to memref<2xf32, strided<[1], offset: 1>>
    %k1d = memref.cast %k1 : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
    func.call @printMemref1dF32(%k1d) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
    %k2 = memref.cast %r2 : memref<2x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    func.call @printMemref2dF32(%k2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %k3 = memref.cast %r3 : memref<2x2x3xf32> to memref<?x?x?xf32>
    func.call @printMemref3dF32(%k3) : (memref<?x?x?xf32>) -> ()
    %k4 = memref.cast %r4 : memref<2x1x2x2xf32> to memref<?x?x?x?xf32>
    func.call @printMemref4dF32(%k4) : (memref<?x?x?x?xf32>) -> ()
    %k5 = memref.cast %i8 : memref<5xi8> to memref<?xi8>
    func.call @printMemref1dI8(%k5) : (memref<?xi8>) -> ()
    %k6 = memref.subview %i64[0, 1] [1, 1] [1, 1] : memref<1x2xi64> to memref<1xi64, strided<[1], offset: 1>>
    %k6d = memref.cast %k6 : memref<1xi64, strided<[1], offset: 1>> to memref<?xi64, strided<[?], offset: ?>>
    func.call @printMemref1dI64(%k6d) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
    %k7 = memref.subview %c64[0, 1] [2, 1] [1, 1] : memref<2x2xcomplex<f64>> to memref<2xcomplex<f64>, strided<[2], offset: 1>>
    %k7d = memref.cast %k7 : memref<2xcomplex<f64>, strided<[2], offset: 1>> to memref<?xcomplex<f64>, strided<[?], offset: ?>>
    func.call @printMemref1dC64(%k7d) : (memref<?xcomplex<f64>, strided<[?], offset: ?>>) -> ()
    %zero = arith.constant 0 : i32
    return %zero : i32
  }
}
