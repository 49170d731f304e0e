// RUN: -e main --entry-point-result=void
// memref.global: constant and mutable, private and public, splat and dense
// initializers, an uninitialized one, alignment; read, written and printed.
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, -2, 3], [-4, 5, -6]]>
memref.global "private" constant @ones : memref<4xf32> = dense<1.0>
memref.global @scratch : memref<3xi64> = uninitialized
memref.global "private" @weights : memref<2x2xf64> = dense<[[0.5, 0.25], [0.125, -1.0]]> {alignment = 64}
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = memref.get_global @table : memref<2x3xi32>
  %ut = memref.cast %t : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %o = memref.get_global @ones : memref<4xf32>
  %uo = memref.cast %o : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  // Column sums of the table into the uninitialized global.
  %s = memref.get_global @scratch : memref<3xi64>
  %z = arith.constant 0 : i64
  scf.for %j = %c0 to %c3 step %c1 {
    %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (i64) {
      %v = memref.load %t[%i, %j] : memref<2x3xi32>
      %ve = arith.extsi %v : i32 to i64
      %n = arith.addi %acc, %ve : i64
      scf.yield %n : i64
    }
    memref.store %sum, %s[%j] : memref<3xi64>
  }
  %us = memref.cast %s : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%us) : (memref<*xi64>) -> ()
  // Square the mutable weights in place, twice.
  %w = memref.get_global @weights : memref<2x2xf64>
  scf.for %k = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        %x = memref.load %w[%i, %j] : memref<2x2xf64>
        %y = arith.mulf %x, %x : f64
        memref.store %y, %w[%i, %j] : memref<2x2xf64>
      }
    }
  }
  %uw = memref.cast %w : memref<2x2xf64> to memref<*xf64>
  call @printMemrefF64(%uw) : (memref<*xf64>) -> ()
  return
}
