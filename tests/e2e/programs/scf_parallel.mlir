// RUN: -e main --entry-point-result=void
// scf.parallel over two dimensions writing a memref, and with reductions
// (a sum and a max) over one and two dimensions with non-unit steps.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %m = memref.alloc() : memref<3x4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    %ij = arith.muli %i, %c4 : index
    %k = arith.addi %ij, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %q = arith.constant 0.25 : f32
    %v = arith.mulf %kf, %q : f32
    memref.store %v, %m[%i, %j] : memref<3x4xf32>
    scf.reduce
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %zf = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c4) step (%c1, %c2) init (%zf, %ninf) -> (f32, f32) {
    %x = memref.load %m[%i, %j] : memref<3x4xf32>
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  call @printF32(%r#0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%r#1) : (f32) -> ()
  call @printNewline() : () -> ()
  %z = arith.constant 0 : i64
  %cnt = scf.parallel (%i) = (%c1) to (%c9) step (%c3) init (%z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    scf.reduce(%sq : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  call @printI64(%cnt) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<3x4xf32>
  return
}
