// RUN: -e main --entry-point-result=void
// The integer divisions and remainders with every sign combination:
// divsi, divui, remsi, remui, ceildivsi, floordivsi, ceildivui on i32 and
// i64 (the minimum divided by -1 is left out: undefined behaviour).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @divs(%a: i64, %b: i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %c = arith.ceildivsi %a, %b : i64
  %f = arith.floordivsi %a, %b : i64
  %u = arith.divui %a, %b : i64
  %v = arith.remui %a, %b : i64
  %w = arith.ceildivui %a, %b : i64
  %a32 = arith.trunci %a : i64 to i32
  %b32 = arith.trunci %b : i64 to i32
  %f32 = arith.floordivsi %a32, %b32 : i32
  %c32 = arith.ceildivsi %a32, %b32 : i32
  %f32e = arith.extsi %f32 : i32 to i64
  %c32e = arith.extsi %c32 : i32 to i64
  %out = memref.alloca() : memref<9xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  memref.store %q, %out[%c0] : memref<9xi64>
  memref.store %r, %out[%c1] : memref<9xi64>
  memref.store %c, %out[%c2] : memref<9xi64>
  memref.store %f, %out[%c3] : memref<9xi64>
  memref.store %u, %out[%c4] : memref<9xi64>
  memref.store %v, %out[%c5] : memref<9xi64>
  memref.store %w, %out[%c6] : memref<9xi64>
  memref.store %f32e, %out[%c7] : memref<9xi64>
  memref.store %c32e, %out[%c8] : memref<9xi64>
  scf.for %i = %c0 to %c9 step %c1 {
    %x = memref.load %out[%i] : memref<9xi64>
    func.call @printI64(%x) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %p7 = arith.constant 7 : i64
  %n7 = arith.constant -7 : i64
  %p2 = arith.constant 2 : i64
  %n2 = arith.constant -2 : i64
  %p3 = arith.constant 3 : i64
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %p6 = arith.constant 6 : i64
  call @divs(%p7, %p2) : (i64, i64) -> ()
  call @divs(%n7, %p2) : (i64, i64) -> ()
  call @divs(%p7, %n2) : (i64, i64) -> ()
  call @divs(%n7, %n2) : (i64, i64) -> ()
  call @divs(%p6, %n2) : (i64, i64) -> ()
  call @divs(%min, %p3) : (i64, i64) -> ()
  call @divs(%min, %n2) : (i64, i64) -> ()
  call @divs(%max, %n7) : (i64, i64) -> ()
  return
}
