// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// `scf.for`: iteration arguments whose results and uses are dead, loops
// whose results are all dead, and the induction variable.
func.func @dead_iter_arg(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = arith.addi %a, %a : i32
    %t = arith.muli %b, %b : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @dead_result_live_in_body(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.addi %b, %b : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @whole_loop_dead(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return
}

func.func @loop_with_store(%n: index, %x: i32, %m: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    memref.store %a, %m[] : memref<i32>
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return
}

func.func @swapped(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    scf.yield %b, %a, %c : i32, i32, i32
  }
  return %r#1 : i32
}
