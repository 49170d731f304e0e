// RUN: -e main --entry-point-result=void
// The integer math ops: ctlz, cttz, ctpop and absi on i8, i32 and i64
// values including 0, -1, the minimum and single bits.
memref.global "private" constant @vals : memref<7xi64> = dense<[0, 1, -1, -9223372036854775808, 1024, 255, -6]>
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: i64) {
  %a = math.ctlz %v : i64
  %b = math.cttz %v : i64
  %c = math.ctpop %v : i64
  %d = math.absi %v : i64
  %t = arith.trunci %v : i64 to i32
  %e = math.ctlz %t : i32
  %f = math.cttz %t : i32
  %g = math.absi %t : i32
  %ee = arith.extui %e : i32 to i64
  %fe = arith.extui %f : i32 to i64
  %ge = arith.extsi %g : i32 to i64
  %s = arith.trunci %v : i64 to i8
  %h = math.ctpop %s : i8
  %k = math.absi %s : i8
  %he = arith.extui %h : i8 to i64
  %ke = arith.extsi %k : i8 to i64
  %all = memref.alloca() : memref<10xi64>
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
  %c10 = arith.constant 10 : index
  memref.store %a, %all[%c0] : memref<10xi64>
  memref.store %b, %all[%c1] : memref<10xi64>
  memref.store %c, %all[%c2] : memref<10xi64>
  memref.store %d, %all[%c3] : memref<10xi64>
  memref.store %ee, %all[%c4] : memref<10xi64>
  memref.store %fe, %all[%c5] : memref<10xi64>
  memref.store %ge, %all[%c6] : memref<10xi64>
  memref.store %he, %all[%c7] : memref<10xi64>
  memref.store %ke, %all[%c8] : memref<10xi64>
  memref.store %v, %all[%c9] : memref<10xi64>
  scf.for %i = %c0 to %c10 step %c1 {
    %x = memref.load %all[%i] : memref<10xi64>
    func.call @printI64(%x) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %vals = memref.get_global @vals : memref<7xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c7 step %c1 {
    %v = memref.load %vals[%i] : memref<7xi64>
    func.call @show(%v) : (i64) -> ()
  }
  return
}
