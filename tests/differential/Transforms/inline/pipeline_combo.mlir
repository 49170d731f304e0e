// RUN: --pass-pipeline=builtin.module(inline{default-pipeline=},symbol-dce)
// RUN: --pass-pipeline=builtin.module(func.func(canonicalize),inline{default-pipeline=},func.func(cse))
// RUN: --symbol-privatize --inline=default-pipeline=
// `inline` among other passes: `symbol-dce` after it has nothing left to
// erase; `cse` after it merges the constants the copies bring. Made
// private first by `symbol-privatize`, `@main` has no use: it is found
// dead at its turn and erased without its calls being inlined, while
// `@helper`, visited before it and still called then, stays.
func.func @helper(%x: i32) -> i32 {
  %c = arith.constant 5 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}
func.func private @unused() {
  return
}
func.func @main(%x: i32) -> i32 {
  %0 = call @helper(%x) : (i32) -> i32
  %1 = call @helper(%0) : (i32) -> i32
  return %1 : i32
}
