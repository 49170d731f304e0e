// RUN: -e main --entry-point-result=void
// Rank-0 memrefs: alloc, alloca and a global, loads and stores, a rank-0
// accumulator updated in a loop, and printing a rank-0 memref.
memref.global "private" constant @seed : memref<f64> = dense<2.5>
memref.global "private" @counter : memref<i64> = dense<7>
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @bump() -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %c3 = arith.constant 3 : i64
  %w = arith.addi %v, %c3 : i64
  memref.store %w, %g[] : memref<i64>
  return %v : i64
}

func.func @main() {
  %seed = memref.get_global @seed : memref<f64>
  %s = memref.load %seed[] : memref<f64>
  %acc = memref.alloc() : memref<f64>
  memref.store %s, %acc[] : memref<f64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %acc[] : memref<f64>
    %w = arith.mulf %v, %v : f64
    %h = arith.constant 0.5 : f64
    %x = arith.mulf %w, %h : f64
    memref.store %x, %acc[] : memref<f64>
  }
  %u = memref.cast %acc : memref<f64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  %us = memref.cast %seed : memref<f64> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()
  %a = memref.alloca() : memref<i64>
  %b1 = call @bump() : () -> i64
  %b2 = call @bump() : () -> i64
  %b3 = call @bump() : () -> i64
  %sum = arith.addi %b1, %b2 : i64
  %sum2 = arith.addi %sum, %b3 : i64
  memref.store %sum2, %a[] : memref<i64>
  %ua = memref.cast %a : memref<i64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  %g = memref.get_global @counter : memref<i64>
  %gu = memref.cast %g : memref<i64> to memref<*xi64>
  call @printMemrefI64(%gu) : (memref<*xi64>) -> ()
  %final = memref.load %acc[] : memref<f64>
  call @printF64(%final) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %acc : memref<f64>
  return
}
