// RUN: -e main --entry-point-result=void
// The sieve of Eratosthenes over a dynamically sized i8 buffer: nested
// loops with a dynamic start and step, and a count of the primes below
// several bounds.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @count_primes(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  %s = memref.alloc(%n) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %s[%i] : memref<?xi8>
  }
  scf.for %i = %c2 to %n step %c1 {
    %sq = arith.muli %i, %i : index
    %small = arith.cmpi ult, %sq, %n : index
    %v = memref.load %s[%i] : memref<?xi8>
    %prime = arith.cmpi ne, %v, %zero : i8
    %go = arith.andi %small, %prime : i1
    scf.if %go {
      scf.for %j = %sq to %n step %i {
        memref.store %zero, %s[%j] : memref<?xi8>
      }
    }
  }
  %z = arith.constant 0 : i64
  %cnt = scf.for %i = %c2 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %s[%i] : memref<?xi8>
    %ve = arith.extui %v : i8 to i64
    %a = arith.addi %acc, %ve : i64
    scf.yield %a : i64
  }
  memref.dealloc %s : memref<?xi8>
  return %cnt : i64
}

func.func @main() {
  %b0 = arith.constant 2 : index
  %b1 = arith.constant 10 : index
  %b2 = arith.constant 100 : index
  %b3 = arith.constant 1000 : index
  %b4 = arith.constant 100000 : index
  %r0 = call @count_primes(%b0) : (index) -> i64
  %r1 = call @count_primes(%b1) : (index) -> i64
  %r2 = call @count_primes(%b2) : (index) -> i64
  %r3 = call @count_primes(%b3) : (index) -> i64
  %r4 = call @count_primes(%b4) : (index) -> i64
  call @printI64(%r0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r3) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r4) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
