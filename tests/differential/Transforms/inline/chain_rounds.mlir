// RUN: --inline=default-pipeline=
// RUN: '--inline=default-pipeline= max-iterations=1'
// RUN: --inline=max-iterations=1
// RUN: --inline
// A chain of five functions: each is inlined into its caller at the
// caller's turn, bottom-up, so one round per function is enough and
// `max-iterations=1` inlines the whole chain too. A round simplifies the
// function, then inlines its calls. `@f0` calls indirectly what `@get`
// returns: the first round inlines `@get`, and only the next round's
// canonicalization sees the `func.constant` and makes the call
// direct for it to be inlined; with one round the call stays indirect.
func.func private @f4(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func private @f3(%x: i32) -> i32 {
  %r = call @f4(%x) : (i32) -> i32
  return %r : i32
}
func.func private @f2(%x: i32) -> i32 {
  %r = call @f3(%x) : (i32) -> i32
  return %r : i32
}
func.func private @f1(%x: i32) -> i32 {
  %r = call @f2(%x) : (i32) -> i32
  return %r : i32
}
func.func private @target(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @get() -> ((i32) -> i32) {
  %f = func.constant @target : (i32) -> i32
  return %f : (i32) -> i32
}
func.func @f0(%x: i32) -> (i32, i32) {
  %r = call @f1(%x) : (i32) -> i32
  %f = call @get() : () -> ((i32) -> i32)
  %s = func.call_indirect %f(%r) : (i32) -> i32
  return %r, %s : i32, i32
}
