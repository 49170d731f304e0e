// RUN: --inline=default-pipeline=
// RUN: --inline
// `scf.execute_region` takes a region of several blocks: a callee of
// several blocks is inlined inside it, as a single-block one is.
func.func private @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i64
^f:
  return %b : i64
}
func.func private @sum(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @region(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %p = func.call @pick(%c, %a, %b) : (i1, i64, i64) -> i64
    %s = func.call @sum(%p, %a) : (i64, i64) -> i64
    scf.yield %s : i64
  }
  return %r : i64
}
