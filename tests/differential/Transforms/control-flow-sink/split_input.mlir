// RUN: --control-flow-sink --split-input-file
// RUN: --control-flow-sink --split-input-file --mlir-print-debuginfo
// Chunks run on their own; a chunk that fails to parse is reported and the
// others are printed. Moved ops keep their locations.
func.func @a(%cond: i1, %x: i32) -> i32 {
  %y = arith.addi %x, %x : i32 loc("a.c":1:1)
  %r = scf.if %cond -> (i32) {
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @broken(%cond: i1) {
  scf.if %cond {
  return
}

// -----

func.func @b(%cond: i1, %x: i32) {
  %y = arith.muli %x, %x : i32 loc("b.c":2:2)
  scf.if %cond {
    %z = arith.addi %y, %y : i32
  }
  return
}
