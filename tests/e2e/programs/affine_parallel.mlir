// RUN: -e main --entry-point-result=void
// affine.parallel over two dimensions with bounds maps and steps, and
// with reductions (addf, maximumf, muli) lowered through scf.parallel.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<4x6xf32>
  %c2 = arith.constant 2 : index
  affine.parallel (%i, %j) = (0, 0) to (4, 6) {
    %v = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
    %vi = arith.index_cast %v : index to i32
    %vf = arith.sitofp %vi : i32 to f32
    %s = arith.constant -0.5 : f32
    %w = arith.mulf %vf, %s : f32
    affine.store %w, %m[%i, %j] : memref<4x6xf32>
  }
  // Overwrite a window with bounds depending on a symbol, every other column.
  affine.parallel (%i, %j) = (1, 0) to (symbol(%c2) + 1, 6) step (1, 2) {
    %z = arith.constant 9.0 : f32
    affine.store %z, %m[%i, %j] : memref<4x6xf32>
  }
  %u = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (4, 6) reduce ("addf", "maximumf") -> (f32, f32) {
    %x = affine.load %m[%i, %j] : memref<4x6xf32>
    affine.yield %x, %x : f32, f32
  }
  call @printF32(%r#0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%r#1) : (f32) -> ()
  call @printNewline() : () -> ()
  %p = affine.parallel (%i) = (1) to (8) reduce ("muli") -> (i64) {
    %x = arith.index_cast %i : index to i64
    affine.yield %x : i64
  }
  call @printI64(%p) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x6xf32>
  return
}
