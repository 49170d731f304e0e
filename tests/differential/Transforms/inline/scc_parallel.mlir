// RUN: --inline
// RUN: --inline --mlir-disable-threading
// RUN: --inline --mlir-timing --mlir-disable-threading
// RUN: '--inline=op-pipelines=func.func(cse,canonicalize)' --mlir-timing --mlir-timing-display=tree --mlir-disable-threading
// RUN: --inline --mlir-print-ir-after=canonicalize --mlir-disable-threading
// The callables of one strongly connected component (four functions
// calling each other in a cycle, each with arithmetic to fold and
// duplicates to merge) are simplified together, on several threads when
// threading is on; the IR, the IR dumps and the timing report are the
// same either way (the harness runs the lines with threads off again with
// threads on). mlir-opt's own report with threads on is left out: it may
// list a pass once per thread that ran it, and its `Rest` may be negative.

func.func @a(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.addi %n, %s : i32
  %u = arith.addi %n, %s : i32
  %r = call @b(%t) : (i32) -> i32
  %v = arith.muli %r, %u : i32
  return %v : i32
}

func.func @b(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.addi %n, %c0 : i32
  %r = call @c(%z) : (i32) -> i32
  return %r : i32
}

func.func @c(%n: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.muli %c3, %c4 : i32
  %x = arith.subi %n, %m : i32
  %r = call @d(%x) : (i32) -> i32
  return %r : i32
}

func.func @d(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cmp = arith.cmpi sgt, %n, %c0 : i32
  %r = scf.if %cmp -> i32 {
    %x = func.call @a(%n) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @main(%n: i32) -> i32 {
  %r = call @a(%n) : (i32) -> i32
  %s = call @c(%r) : (i32) -> i32
  return %s : i32
}
