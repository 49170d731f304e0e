// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `scf.execute_region`: the region always runs; its blocks branch among
// themselves and its results come from its `scf.yield`s.
func.func @single_block() -> i32 {
  %r = scf.execute_region -> i32 {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %m = arith.muli %c2, %c3 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

func.func @branches(%c: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %c5 : i32
  ^b:
    %d = arith.addi %c5, %c5 : i32
    %e = arith.subi %d, %c5 : i32
    scf.yield %e : i32
  }
  return %r : i32
}

func.func @branches_differ(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  ^b:
    %y = arith.constant 2 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @known_branch(%x: i32) -> i32 {
  %true = arith.constant true
  %r = scf.execute_region -> i32 {
    cf.cond_br %true, ^a, ^b
  ^a:
    %k = arith.constant 8 : i32
    scf.yield %k : i32
  ^b:
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @with_effects(%m: memref<i32>) -> i32 {
  %r = scf.execute_region -> i32 {
    %k = arith.constant 8 : i32
    memref.store %k, %m[] : memref<i32>
    scf.yield %k : i32
  }
  return %r : i32
}
