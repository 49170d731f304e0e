// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// `scf.index_switch`: dead results of its cases, a switch kept for the
// effects of one case, and a switch with every result dead.
func.func @one_live(%i: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %x : i32, i32
  }
  case 1 {
    scf.yield %y, %y : i32, i32
  }
  default {
    scf.yield %x, %y : i32, i32
  }
  return %r#1 : i32
}

func.func @kept_for_effects(%i: index, %m: memref<i32>) {
  %r = scf.index_switch %i -> i32
  case 3 {
    %c = arith.constant 10 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %c : i32
  }
  default {
    %d = arith.constant 11 : i32
    scf.yield %d : i32
  }
  return
}

func.func @all_dead(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %x : i32
  }
  default {
    %a = arith.muli %x, %x : i32
    scf.yield %a : i32
  }
  return
}
