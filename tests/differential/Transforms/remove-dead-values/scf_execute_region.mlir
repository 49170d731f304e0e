// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// `scf.execute_region` of one and of several blocks: its dead results, and
// what the canonicalization does with the region afterwards.
func.func @single_block(%x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    %b = arith.muli %x, %x : i32
    scf.yield %a, %b : i32, i32
  }
  return %r#0 : i32
}

func.func @several_blocks(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x, %x : i32, i32
  ^b:
    %d = arith.addi %x, %x : i32
    scf.yield %d, %x : i32, i32
  }
  return %r#1 : i32
}

func.func @dead_region(%x: i32) {
  %r = scf.execute_region -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  return
}

func.func @effects(%x: i32, %m: memref<i32>) {
  %r = scf.execute_region -> i32 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  }
  return
}
