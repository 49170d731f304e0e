// RUN: -e main --entry-point-result=void
// Every cmpi predicate over signed/unsigned-disagreeing pairs, the integer
// min/max ops, and arith.select on integers, floats and i1, printed as a
// bit mask per pair.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @mask(%a: i32, %b: i32) -> i64 {
  %p0 = arith.cmpi eq, %a, %b : i32
  %p1 = arith.cmpi ne, %a, %b : i32
  %p2 = arith.cmpi slt, %a, %b : i32
  %p3 = arith.cmpi sle, %a, %b : i32
  %p4 = arith.cmpi sgt, %a, %b : i32
  %p5 = arith.cmpi sge, %a, %b : i32
  %p6 = arith.cmpi ult, %a, %b : i32
  %p7 = arith.cmpi ule, %a, %b : i32
  %p8 = arith.cmpi ugt, %a, %b : i32
  %p9 = arith.cmpi uge, %a, %b : i32
  %bits = arith.constant 0 : i64
  %all = memref.alloca() : memref<10xi1>
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
  memref.store %p0, %all[%c0] : memref<10xi1>
  memref.store %p1, %all[%c1] : memref<10xi1>
  memref.store %p2, %all[%c2] : memref<10xi1>
  memref.store %p3, %all[%c3] : memref<10xi1>
  memref.store %p4, %all[%c4] : memref<10xi1>
  memref.store %p5, %all[%c5] : memref<10xi1>
  memref.store %p6, %all[%c6] : memref<10xi1>
  memref.store %p7, %all[%c7] : memref<10xi1>
  memref.store %p8, %all[%c8] : memref<10xi1>
  memref.store %p9, %all[%c9] : memref<10xi1>
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %bits) -> (i64) {
    %p = memref.load %all[%i] : memref<10xi1>
    %ten = arith.constant 10 : i64
    %t = arith.muli %acc, %ten : i64
    %pe = arith.extui %p : i1 to i64
    %n = arith.addi %t, %pe : i64
    scf.yield %n : i64
  }
  return %r : i64
}

func.func @pair(%a: i32, %b: i32) {
  %m = call @mask(%a, %b) : (i32, i32) -> i64
  call @printI64(%m) : (i64) -> ()
  %mx = arith.maxsi %a, %b : i32
  %mn = arith.minsi %a, %b : i32
  %ux = arith.maxui %a, %b : i32
  %un = arith.minui %a, %b : i32
  %lt = arith.cmpi slt, %a, %b : i32
  %sel = arith.select %lt, %ux, %un : i32
  %ge = arith.xori %lt, %lt : i1
  %sb = arith.select %ge, %lt, %ge : i1
  %f1 = arith.constant 1.5 : f64
  %f2 = arith.constant -2.25 : f64
  %sf = arith.select %lt, %f1, %f2 : f64
  %vals = memref.alloca() : memref<5xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %mx, %vals[%c0] : memref<5xi32>
  memref.store %mn, %vals[%c1] : memref<5xi32>
  memref.store %ux, %vals[%c2] : memref<5xi32>
  memref.store %un, %vals[%c3] : memref<5xi32>
  memref.store %sel, %vals[%c4] : memref<5xi32>
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %vals[%i] : memref<5xi32>
    %ve = arith.extsi %v : i32 to i64
    func.call @printComma() : () -> ()
    func.call @printI64(%ve) : (i64) -> ()
  }
  call @printComma() : () -> ()
  %sbe = arith.extui %sb : i1 to i64
  call @printI64(%sbe) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%sf) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %c = arith.constant -2147483648 : i32
  %d = arith.constant 2147483647 : i32
  call @pair(%a, %b) : (i32, i32) -> ()
  call @pair(%b, %a) : (i32, i32) -> ()
  call @pair(%c, %d) : (i32, i32) -> ()
  call @pair(%d, %d) : (i32, i32) -> ()
  return
}
