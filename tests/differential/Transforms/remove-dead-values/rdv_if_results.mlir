// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// An scf.if with effects stays, but what it yields to unused results
// becomes poison (then goes, when canonicalized).
func.func @cond(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[] : memref<i32>
    %t = arith.muli %a, %b : i32
    scf.yield %s, %t, %a : i32, i32, i32
  } else {
    %u = arith.subi %a, %b : i32
    scf.yield %u, %b, %b : i32, i32, i32
  }
  return %r#2 : i32
}
