// RUN: -e main --entry-point-result=void
// minimumf/maximumf (NaN wins, -0 < +0) against minnumf/maxnumf (the number
// wins) over pairs with NaN, signed zeros and infinities, on f64 and f32.
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @row(%a: f64, %b: f64) {
  %p = arith.minimumf %a, %b : f64
  %q = arith.maximumf %a, %b : f64
  %r = arith.minnumf %a, %b : f64
  %s = arith.maxnumf %a, %b : f64
  call @printF64(%p) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%q) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%r) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%s) : (f64) -> ()
  call @printComma() : () -> ()
  %af = arith.truncf %a : f64 to f32
  %bf = arith.truncf %b : f64 to f32
  %pf = arith.minimumf %bf, %af : f32
  %qf = arith.maximumf %bf, %af : f32
  %rf = arith.minnumf %bf, %af : f32
  %sf = arith.maxnumf %bf, %af : f32
  call @printF32(%pf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%qf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%rf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%sf) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %m2 = arith.constant -2.0 : f64
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  call @row(%one, %m2) : (f64, f64) -> ()
  call @row(%pz, %nz) : (f64, f64) -> ()
  call @row(%nz, %pz) : (f64, f64) -> ()
  call @row(%nan, %one) : (f64, f64) -> ()
  call @row(%one, %nan) : (f64, f64) -> ()
  call @row(%nan, %nan) : (f64, f64) -> ()
  call @row(%inf, %ninf) : (f64, f64) -> ()
  call @row(%ninf, %nan) : (f64, f64) -> ()
  return
}
