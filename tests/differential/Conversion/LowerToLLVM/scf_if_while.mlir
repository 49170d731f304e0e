// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
func.func @collatz(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%v = %x, %n = %c1) : (i64, i64) -> (i64, i64) {
    %done = arith.cmpi ne, %v, %c1 : i64
    scf.condition(%done) %v, %n : i64, i64
  } do {
  ^bb0(%v: i64, %n: i64):
    %rem = arith.remui %v, %c2 : i64
    %even = arith.cmpi eq, %rem, %c1 : i64
    %next = scf.if %even -> i64 {
      %t = arith.muli %v, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %v, %c2 : i64
      scf.yield %h : i64
    }
    %m = arith.addi %n, %c1 : i64
    scf.yield %next, %m : i64, i64
  }
  return %r#1 : i64
}
