// RUN: -e main --entry-point-result=void
// Infinities, NaN and signed zeros through arithmetic, comparisons
// (ordered and unordered predicates), and printing: 1/0, -1/0, 0/0,
// inf - inf, -0.0 + 0.0, -0.0 * x, remf, negf and the classification ops.
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @bit(%p: i1) {
  %e = arith.extui %p : i1 to i64
  call @printI64(%e) : (i64) -> ()
  return
}

func.func @arith_row(%a: f64, %b: f64) {
  %s = arith.addf %a, %b : f64
  %d = arith.subf %a, %b : f64
  %m = arith.mulf %a, %b : f64
  %q = arith.divf %a, %b : f64
  %r = arith.remf %a, %b : f64
  %n = arith.negf %a : f64
  call @printF64(%s) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%d) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%m) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%q) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%r) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%n) : (f64) -> ()
  call @printComma() : () -> ()
  // Comparisons as a number: oeq olt ueq une uno ord.
  %p0 = arith.cmpf oeq, %a, %b : f64
  %p1 = arith.cmpf olt, %a, %b : f64
  %p2 = arith.cmpf ueq, %a, %b : f64
  %p3 = arith.cmpf une, %a, %b : f64
  %p4 = arith.cmpf uno, %a, %b : f64
  %p5 = arith.cmpf ord, %a, %b : f64
  call @bit(%p0) : (i1) -> ()
  call @bit(%p1) : (i1) -> ()
  call @bit(%p2) : (i1) -> ()
  call @bit(%p3) : (i1) -> ()
  call @bit(%p4) : (i1) -> ()
  call @bit(%p5) : (i1) -> ()
  call @printComma() : () -> ()
  %nan = math.isnan %q : f64
  // math.isinf has no lowering to llvm: |q| == inf instead.
  %aq = math.absf %q : f64
  %pinf = arith.constant 0x7FF0000000000000 : f64
  %inf = arith.cmpf oeq, %aq, %pinf : f64
  %fin = math.isfinite %q : f64
  call @bit(%nan) : (i1) -> ()
  call @bit(%inf) : (i1) -> ()
  call @bit(%fin) : (i1) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %zero = arith.constant 0.0 : f64
  %nzero = arith.constant -0.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  call @arith_row(%one, %zero) : (f64, f64) -> ()
  call @arith_row(%one, %nzero) : (f64, f64) -> ()
  call @arith_row(%zero, %zero) : (f64, f64) -> ()
  call @arith_row(%nzero, %zero) : (f64, f64) -> ()
  call @arith_row(%inf, %inf) : (f64, f64) -> ()
  call @arith_row(%inf, %ninf) : (f64, f64) -> ()
  call @arith_row(%nan, %one) : (f64, f64) -> ()
  call @arith_row(%nzero, %ninf) : (f64, f64) -> ()
  %x = arith.constant 0x7F800000 : f32
  %y = arith.constant -0.0 : f32
  call @printF32(%x) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
