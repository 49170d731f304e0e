// RUN: -e main --entry-point-result=void
// sqrt, exp, exp2, log, log2, log10, sin and cos on f32 and f64 values read
// from a global (so nothing folds at compile time), one row per function.
memref.global "private" constant @xs : memref<5xf64> = dense<[0.25, 1.0, 2.0, 10.0, 100.5]>
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @row(%kind: index) {
  %xs = memref.get_global @xs : memref<5xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %x = memref.load %xs[%i] : memref<5xf64>
    %y = scf.index_switch %kind -> f64
    case 0 { %r = math.sqrt %x : f64
      scf.yield %r : f64 }
    case 1 { %r = math.exp %x : f64
      scf.yield %r : f64 }
    case 2 { %r = math.exp2 %x : f64
      scf.yield %r : f64 }
    case 3 { %r = math.log %x : f64
      scf.yield %r : f64 }
    case 4 { %r = math.log2 %x : f64
      scf.yield %r : f64 }
    case 5 { %r = math.log10 %x : f64
      scf.yield %r : f64 }
    case 6 { %r = math.sin %x : f64
      scf.yield %r : f64 }
    default { %r = math.cos %x : f64
      scf.yield %r : f64 }
    func.call @printF64(%y) : (f64) -> ()
    func.call @printComma() : () -> ()
    // The same function on f32.
    %xf = arith.truncf %x : f64 to f32
    %yf = scf.index_switch %kind -> f32
    case 0 { %r = math.sqrt %xf : f32
      scf.yield %r : f32 }
    case 3 { %r = math.log %xf : f32
      scf.yield %r : f32 }
    case 6 { %r = math.sin %xf : f32
      scf.yield %r : f32 }
    default { %r = math.exp %xf : f32
      scf.yield %r : f32 }
    func.call @printF32(%yf) : (f32) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    func.call @row(%k) : (index) -> ()
  }
  return
}
