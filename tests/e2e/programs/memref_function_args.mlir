// RUN: -e main --entry-point-result=void
// Memrefs crossing calls: static, dynamic and strided memrefs as arguments,
// a function returning a freshly allocated memref and one returning two
// views of its argument, and an unranked memref passed through.
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @make(%n: index, %start: i64) -> memref<?xi64> {
  %m = memref.alloc(%n) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %start, %ii : i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

func.func @halves(%m: memref<?xi64>) -> (memref<?xi64, strided<[1], offset: ?>>, memref<?xi64, strided<[2], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %h = arith.divui %n, %c2 : index
  %second = memref.subview %m[%h] [%h] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  %c1 = arith.constant 1 : index
  %odds = memref.subview %m[%c1] [%h] [2] : memref<?xi64> to memref<?xi64, strided<[2], offset: ?>>
  return %second, %odds : memref<?xi64, strided<[1], offset: ?>>, memref<?xi64, strided<[2], offset: ?>>
}

func.func @sum(%v: memref<?xi64, strided<[2], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xi64, strided<[2], offset: ?>>
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %v[%i] : memref<?xi64, strided<[2], offset: ?>>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %r : i64
}

func.func @show(%u: memref<*xi64>) {
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %s = arith.constant 100 : i64
  %m = call @make(%c10, %s) : (index, i64) -> memref<?xi64>
  %a, %b = call @halves(%m) : (memref<?xi64>) -> (memref<?xi64, strided<[1], offset: ?>>, memref<?xi64, strided<[2], offset: ?>>)
  %ua = memref.cast %a : memref<?xi64, strided<[1], offset: ?>> to memref<*xi64>
  %ub = memref.cast %b : memref<?xi64, strided<[2], offset: ?>> to memref<*xi64>
  call @show(%ua) : (memref<*xi64>) -> ()
  call @show(%ub) : (memref<*xi64>) -> ()
  %t = call @sum(%b) : (memref<?xi64, strided<[2], offset: ?>>) -> i64
  call @printI64(%t) : (i64) -> ()
  call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %neg = arith.constant -1 : i64
  memref.store %neg, %a[%c0] : memref<?xi64, strided<[1], offset: ?>>
  %um = memref.cast %m : memref<?xi64> to memref<*xi64>
  call @show(%um) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<?xi64>
  return
}
