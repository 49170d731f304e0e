// RUN: --inline=default-pipeline=
// RUN: --mlir-disable-threading --inline=default-pipeline=
// RUN: --inline
// Two public functions and a worker calling both back from an `scf.if`
// branch: all three are one cycle. The worker's calls are refused
// (their callees call it back), and so are theirs.
func.func @entry_a(%x: i64) -> i64 {
  %r = call @work(%x) : (i64) -> i64
  return %r : i64
}
func.func @entry_b(%x: i64) -> i64 {
  %r = call @work(%x) : (i64) -> i64
  return %r : i64
}
func.func @work(%x: i64) -> i64 {
  %limit = arith.constant 100 : i64
  %one = arith.constant 1 : i64
  %done = arith.cmpi sge, %x, %limit : i64
  %r = scf.if %done -> (i64) {
    scf.yield %x : i64
  } else {
    %y = arith.addi %x, %one : i64
    %a = func.call @entry_a(%y) : (i64) -> i64
    %b = func.call @entry_b(%y) : (i64) -> i64
    %s = arith.addi %a, %b : i64
    scf.yield %s : i64
  }
  return %r : i64
}
