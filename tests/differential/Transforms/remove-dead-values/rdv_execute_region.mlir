// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// scf.execute_region: results nobody uses, with and without effects.
func.func @regions(%a: i32, %m: memref<i32>) -> i32 {
  %x:2 = scf.execute_region -> (i32, i32) {
    %s = arith.addi %a, %a : i32
    memref.store %s, %m[] : memref<i32>
    scf.yield %s, %a : i32, i32
  }
  %y = scf.execute_region -> i32 {
    %t = arith.muli %a, %a : i32
    scf.yield %t : i32
  }
  return %x#1 : i32
}
