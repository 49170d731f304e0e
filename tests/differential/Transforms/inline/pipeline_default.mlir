// RUN: --inline
// RUN: --inline=default-pipeline=
// RUN: --inline=default-pipeline=canonicalize
// RUN: --inline=default-pipeline=cse
// RUN: '--inline=default-pipeline=canonicalize{region-simplify=disabled}'
// RUN: --pass-pipeline=builtin.module(inline{default-pipeline=canonicalize,cse})
// RUN: '--inline=default-pipeline=canonicalize{region-simplify=aggressive}'
// The pipeline run on each function at its turn, before the calls in it
// are inlined: canonicalization folds the constants the inlined body
// meets, erases dead ops and `@pick`'s unreachable block, folds the
// branches on constants and joins their blocks, all of it also with
// region simplification disabled; `@same`'s two identical blocks are
// merged at its aggressive level only. `cse` merges the duplicate
// constants the copies bring and erases unused results, leaving the
// blocks; an empty pipeline changes nothing.
func.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  %k = arith.constant 7 : i32
  %unused = arith.muli %a, %k : i32
  cf.cond_br %c, ^t, ^f
^t:
  %x = arith.addi %a, %k : i32
  return %x : i32
^f:
  %y = arith.addi %b, %k : i32
  return %y : i32
^dead:
  %z = arith.subi %b, %k : i32
  return %z : i32
}
func.func private @same(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %x = arith.addi %a, %a : i32
  return %x : i32
^f:
  %y = arith.addi %a, %a : i32
  return %y : i32
}
func.func @caller(%a: i32, %c: i1) -> (i32, i32, i32) {
  %true = arith.constant true
  %two = arith.constant 2 : i32
  %0 = call @pick(%true, %two, %a) : (i1, i32, i32) -> i32
  %1 = call @pick(%true, %a, %two) : (i1, i32, i32) -> i32
  %2 = call @same(%c, %a) : (i1, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
