// RUN: -e main --entry-point-result=void
// floor, ceil, round (half away from zero), roundeven (half to even),
// trunc and absf on halves, negative values, -0.0 and large values, in f32
// and f64.
memref.global "private" constant @xs : memref<9xf64> = dense<[2.5, -2.5, 3.5, -0.5, 0.49999999999999994, -0.0, 1.0e15, -7.75, 4503599627370497.0]>
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %xs = memref.get_global @xs : memref<9xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c1 {
    %x = memref.load %xs[%i] : memref<9xf64>
    %a = math.floor %x : f64
    %b = math.ceil %x : f64
    %c = math.round %x : f64
    %d = math.roundeven %x : f64
    %e = math.trunc %x : f64
    %f = math.absf %x : f64
    func.call @printF64(%a) : (f64) -> ()
    func.call @printComma() : () -> ()
    func.call @printF64(%b) : (f64) -> ()
    func.call @printComma() : () -> ()
    func.call @printF64(%c) : (f64) -> ()
    func.call @printComma() : () -> ()
    func.call @printF64(%d) : (f64) -> ()
    func.call @printComma() : () -> ()
    func.call @printF64(%e) : (f64) -> ()
    func.call @printComma() : () -> ()
    func.call @printF64(%f) : (f64) -> ()
    func.call @printComma() : () -> ()
    %y = arith.truncf %x : f64 to f32
    %g = math.round %y : f32
    %h = math.roundeven %y : f32
    %k = math.floor %y : f32
    func.call @printF32(%g) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%h) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%k) : (f32) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
