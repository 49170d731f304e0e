// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// scf.index_switch with effects in one case: the op stays, its unused
// result goes.
func.func @switch(%k: index, %m: memref<i64>) -> i64 {
  %r:2 = scf.index_switch %k -> i64, i64
  case 0 {
    %c7 = arith.constant 7 : i64
    memref.store %c7, %m[] : memref<i64>
    scf.yield %c7, %c7 : i64, i64
  }
  case 3 {
    %c9 = arith.constant 9 : i64
    scf.yield %c9, %c9 : i64, i64
  }
  default {
    %c1 = arith.constant 1 : i64
    scf.yield %c1, %c1 : i64, i64
  }
  return %r#1 : i64
}
