// RUN: --inline
// RUN: --inline=default-pipeline=
// A function returning a `func.constant`, called, its result called
// indirectly: inlining the first call exposes the constant to the
// indirect call, which canonicalization makes direct for a later round.
func.func private @leaf() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}
func.func private @get() -> (() -> i32) {
  %f = func.constant @leaf : () -> i32
  return %f : () -> i32
}
func.func @caller() -> i32 {
  %f = call @get() : () -> (() -> i32)
  %r = call_indirect %f() : () -> i32
  return %r : i32
}
