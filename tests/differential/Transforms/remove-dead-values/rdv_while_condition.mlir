// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// The condition of scf.condition is live when the loop is needed; a loop
// with dead results and no effects goes.
func.func @count(%n: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  %dead = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  scf.while (%i = %c0) : (i32) -> () {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt)
  } do {
    memref.store %n, %m[] : memref<i32>
    %k = arith.addi %n, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}
