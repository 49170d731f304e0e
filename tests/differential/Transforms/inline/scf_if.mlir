// RUN: --inline=default-pipeline=
// RUN: --inline
// Calls in both regions of an `scf.if`: the single-block callee is inlined
// in each, the two-block one is not. The default pipeline joins the
// callee's two blocks first (callees are simplified before their callers),
// and then it is inlined too.
func.func private @twice(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func private @jump(%x: f32) -> f32 {
  cf.br ^next
^next:
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func @branches(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %a = func.call @twice(%x) : (f32) -> f32
    scf.yield %a : f32
  } else {
    %b = func.call @jump(%x) : (f32) -> f32
    %d = func.call @twice(%b) : (f32) -> f32
    scf.yield %d : f32
  }
  return %r : f32
}
