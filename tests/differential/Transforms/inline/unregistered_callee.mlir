// RUN: --allow-unregistered-dialect --inline
// RUN: --allow-unregistered-dialect --inline=default-pipeline=
// A callee holding an op of an unknown dialect cannot be inlined (no
// dialect says it may be moved), even nested in an `scf.if`; a callee of
// known ops next to it is inlined.
func.func private @opaque(%x: i32) -> i32 {
  %r = "u.compute"(%x) : (i32) -> i32
  return %r : i32
}
func.func private @nested_opaque(%c: i1) {
  scf.if %c {
    "u.effect"() : () -> ()
  }
  return
}
func.func private @known(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @caller(%x: i32, %c: i1) -> i32 {
  %0 = call @opaque(%x) : (i32) -> i32
  call @nested_opaque(%c) : (i1) -> ()
  %1 = call @known(%0) : (i32) -> i32
  return %1 : i32
}
