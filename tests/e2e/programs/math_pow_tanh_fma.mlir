// RUN: -e main --entry-point-result=void
// Two- and three-operand math: powf, fpowi, fma, copysign, atan2, and
// tanh, over pairs of runtime values on f32 and f64.
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @two(%a: f64, %b: f64, %n: i32) {
  %p = math.powf %a, %b : f64
  %q = math.fpowi %a, %n : f64, i32
  %f = math.fma %a, %b, %a : f64
  %c = math.copysign %a, %b : f64
  %t = math.atan2 %a, %b : f64
  %h = math.tanh %b : f64
  call @printF64(%p) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%q) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%f) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%c) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%t) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%h) : (f64) -> ()
  call @printNewline() : () -> ()
  %af = arith.truncf %a : f64 to f32
  %bf = arith.truncf %b : f64 to f32
  %pf = math.powf %af, %bf : f32
  %ff = math.fma %af, %bf, %bf : f32
  %hf = math.tanh %af : f32
  %qf = math.fpowi %bf, %n : f32, i32
  call @printF32(%pf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%ff) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%hf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%qf) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a1 = arith.constant 2.0 : f64
  %b1 = arith.constant 10.0 : f64
  %n1 = arith.constant 3 : i32
  call @two(%a1, %b1, %n1) : (f64, f64, i32) -> ()
  %a2 = arith.constant 1.5 : f64
  %b2 = arith.constant -0.75 : f64
  %n2 = arith.constant -2 : i32
  call @two(%a2, %b2, %n2) : (f64, f64, i32) -> ()
  %a3 = arith.constant 0.1 : f64
  %b3 = arith.constant 0.5 : f64
  %n3 = arith.constant 0 : i32
  call @two(%a3, %b3, %n3) : (f64, f64, i32) -> ()
  %a4 = arith.constant -3.0 : f64
  %b4 = arith.constant 2.0 : f64
  %n4 = arith.constant 5 : i32
  call @two(%a4, %b4, %n4) : (f64, f64, i32) -> ()
  return
}
