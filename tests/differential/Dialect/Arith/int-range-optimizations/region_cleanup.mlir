// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The rewrite also cleans up around what it changes: dead ops go, blocks
// no longer reached are erased and equal blocks are merged, while
// branches on constants decided from ranges stay (no canonicalization).
func.func @branch_on_range(%x: i32) -> i32 {
  %m = arith.constant 7 : i32
  %a = arith.andi %x, %m : i32
  %c8 = arith.constant 8 : i32
  %lt = arith.cmpi ult, %a, %c8 : i32
  cf.cond_br %lt, ^yes, ^no
^yes:
  return %a : i32
^no:
  %d = arith.muli %a, %x : i32
  return %d : i32
}

func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^dead:
  %m = arith.constant 0 : i32
  %a = arith.andi %x, %m : i32
  return %a : i32
}

func.func @dead_ops(%x: i32) -> i32 {
  %m = arith.constant 3 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.muli %a, %a : i32
  %c = arith.addi %b, %x : i32
  return %x : i32
}

func.func @same_blocks(%c: i1, %x: i32) -> i32 {
  %m = arith.constant 0 : i32
  cf.cond_br %c, ^a, ^b
^a:
  %p = arith.andi %x, %m : i32
  return %p : i32
^b:
  %q = arith.muli %x, %m : i32
  return %q : i32
}
