// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// Loop-carried values nobody needs: the ones fed only by themselves go
// (canonicalized), or are fed poison (not canonicalized).
func.func @loop(%lb: index, %ub: index, %step: index, %a: f32, %b: f32) -> f32 {
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b, %z = %a) -> (f32, f32, f32) {
    %nx = arith.addf %x, %a : f32
    %ny = arith.mulf %y, %z : f32
    %nz = arith.subf %z, %b : f32
    scf.yield %nx, %ny, %nz : f32, f32, f32
  }
  return %r#0 : f32
}
