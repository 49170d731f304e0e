// RUN: -e main --entry-point-result=f32
// A main returning f32: the runner prints the float result after the
// program's output. Newton's iteration for sqrt(2) with each step printed.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %two = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %x0 = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %x0) -> (f32) {
    %q = arith.divf %two, %x : f32
    %s = arith.addf %x, %q : f32
    %n = arith.mulf %s, %half : f32
    func.call @printF32(%n) : (f32) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %n : f32
  }
  %sq = arith.mulf %r, %r : f32
  %err = arith.subf %sq, %two : f32
  call @printF32(%err) : (f32) -> ()
  call @printNewline() : () -> ()
  %thousand = arith.constant 1000.0 : f32
  %out = arith.mulf %r, %thousand : f32
  return %out : f32
}
