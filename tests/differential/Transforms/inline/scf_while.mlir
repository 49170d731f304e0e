// RUN: --inline=default-pipeline=
// RUN: --inline
// Calls in the `before` and `after` regions of an `scf.while`: single-block
// callees are inlined in both, the callee of several blocks in neither,
// unless the default pipeline has made it a single block first.
func.func private @below(%x: i32, %limit: i32) -> i1 {
  %c = arith.cmpi slt, %x, %limit : i32
  return %c : i1
}
func.func private @inc(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = arith.addi %x, %one : i32
  return %r : i32
}
func.func private @two_blocks(%x: i32) -> i32 {
  cf.br ^b(%x : i32)
^b(%y: i32):
  return %y : i32
}
func.func @count(%start: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %start) : (i32) -> i32 {
    %c = func.call @below(%x, %limit) : (i32, i32) -> i1
    %y = func.call @two_blocks(%x) : (i32) -> i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%x: i32):
    %n = func.call @inc(%x) : (i32) -> i32
    %m = func.call @two_blocks(%n) : (i32) -> i32
    scf.yield %m : i32
  }
  return %r : i32
}
