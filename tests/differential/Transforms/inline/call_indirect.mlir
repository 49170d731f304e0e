// RUN: --inline
// RUN: --inline=default-pipeline=
// `func.call_indirect` of a `func.constant`: without a pipeline it is not
// a call the inliner resolves and stays. Canonicalization turns it into a
// direct `func.call` in the caller's turn, and the next round inlines it;
// the private callee then goes, its constant gone too.
func.func private @target(%x: i32) -> i32 {
  %c = arith.constant 10 : i32
  %r = arith.muli %x, %c : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %f = func.constant @target : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
