// RUN: -e main --entry-point-result=void
// Denormals (the smallest f32 and f64, gradual underflow by halving, a
// denormal extended and truncated), and conversions within range: fptosi,
// fptoui, sitofp, uitofp, extf, truncf (rounding to nearest even), bitcast.
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @halve(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 0.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%v = %x) -> (f32) {
    %w = arith.mulf %v, %h : f32
    scf.yield %w : f32
  }
  return %r : f32
}

func.func @conv(%x: f64) {
  %a = arith.fptosi %x : f64 to i64
  // Clamped first: fptosi out of the target's range is poison.
  %hi = arith.constant 127.0 : f64
  %lo = arith.constant -128.0 : f64
  %x1 = arith.minimumf %x, %hi : f64
  %x2 = arith.maximumf %x1, %lo : f64
  %b = arith.fptosi %x2 : f64 to i8
  %be = arith.extsi %b : i8 to i64
  %f = arith.truncf %x : f64 to f32
  %g = arith.extf %f : f32 to f64
  %bits = arith.bitcast %f : f32 to i32
  %bitse = arith.extui %bits : i32 to i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%be) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%g) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%bitse) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %tiny = arith.constant 1.17549435E-38 : f32
  %c3 = arith.constant 3 : index
  %c23 = arith.constant 23 : index
  %c24 = arith.constant 24 : index
  %d3 = call @halve(%tiny, %c3) : (f32, index) -> f32
  %d23 = call @halve(%tiny, %c23) : (f32, index) -> f32
  %d24 = call @halve(%tiny, %c24) : (f32, index) -> f32
  call @printF32(%d3) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%d23) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%d24) : (f32) -> ()
  call @printNewline() : () -> ()
  %e = arith.extf %d23 : f32 to f64
  %dmin = arith.constant 4.9406564584124654E-324 : f64
  %two = arith.constant 2.0 : f64
  %dm2 = arith.mulf %dmin, %two : f64
  call @printF64(%e) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%dmin) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%dm2) : (f64) -> ()
  call @printNewline() : () -> ()
  %v1 = arith.constant -123.99 : f64
  %v2 = arith.constant 1.0000000596046448 : f64
  %v3 = arith.constant 16777217.0 : f64
  %v4 = arith.constant -0.75 : f64
  call @conv(%v1) : (f64) -> ()
  call @conv(%v2) : (f64) -> ()
  call @conv(%v3) : (f64) -> ()
  call @conv(%v4) : (f64) -> ()
  %u = arith.constant 18446744073709551615 : i64
  %uf = arith.uitofp %u : i64 to f64
  %sf = arith.sitofp %u : i64 to f64
  %back = arith.fptoui %v3 : f64 to i64
  call @printF64(%uf) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%sf) : (f64) -> ()
  call @printComma() : () -> ()
  call @printU64(%back) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
