// RUN: --allow-unregistered-dialect --inline
// RUN: --allow-unregistered-dialect --inline=default-pipeline=
// Calls in the regions of an op of an unknown dialect with two regions
// (in one with a single region, `func.call` would not resolve `@one`: the
// op might be a symbol table). No dialect says what may be inlined into
// the unknown op, so nothing is, not even `@two` once the default
// pipeline made it a single block.
func.func private @one(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @two(%x: i32) -> i32 {
  cf.br ^b(%x : i32)
^b(%y: i32):
  return %y : i32
}
func.func @caller(%x: i32) {
  "u.regions"() ({
    %0 = func.call @one(%x) : (i32) -> i32
    %1 = func.call @two(%0) : (i32) -> i32
    "u.yield"(%1) : (i32) -> ()
  }, {
    %0 = func.call @one(%x) : (i32) -> i32
    "u.br"()[^next] : () -> ()
  ^next:
    %1 = func.call @two(%0) : (i32) -> i32
    "u.yield"(%1) : (i32) -> ()
  }) : () -> ()
  return
}
