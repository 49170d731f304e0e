// RUN: -e main --entry-point-result=void
// Every cmpi predicate over pairs where signed and unsigned orders disagree
// (one digit per predicate), the integer min/max ops, and arith.select on
// integers, floats and i1.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @bit(%p: i1) {
  %e = arith.extui %p : i1 to i64
  call @printI64(%e) : (i64) -> ()
  return
}

func.func @num(%v: i32) {
  call @printComma() : () -> ()
  %e = arith.extsi %v : i32 to i64
  call @printI64(%e) : (i64) -> ()
  return
}

func.func @pair(%a: i32, %b: i32) {
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
  call @bit(%p0) : (i1) -> ()
  call @bit(%p1) : (i1) -> ()
  call @bit(%p2) : (i1) -> ()
  call @bit(%p3) : (i1) -> ()
  call @bit(%p4) : (i1) -> ()
  call @bit(%p5) : (i1) -> ()
  call @bit(%p6) : (i1) -> ()
  call @bit(%p7) : (i1) -> ()
  call @bit(%p8) : (i1) -> ()
  call @bit(%p9) : (i1) -> ()
  %mx = arith.maxsi %a, %b : i32
  %mn = arith.minsi %a, %b : i32
  %ux = arith.maxui %a, %b : i32
  %un = arith.minui %a, %b : i32
  %sel = arith.select %p2, %ux, %un : i32
  call @num(%mx) : (i32) -> ()
  call @num(%mn) : (i32) -> ()
  call @num(%ux) : (i32) -> ()
  call @num(%un) : (i32) -> ()
  call @num(%sel) : (i32) -> ()
  call @printComma() : () -> ()
  %sb = arith.select %p6, %p4, %p0 : i1
  call @bit(%sb) : (i1) -> ()
  call @printComma() : () -> ()
  %f1 = arith.constant 1.5 : f64
  %f2 = arith.constant -2.25 : f64
  %sf = arith.select %p9, %f1, %f2 : f64
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
  call @pair(%c, %a) : (i32, i32) -> ()
  return
}
