// RUN:
// RUN: --mlir-print-op-generic
// scf.for: index and integer bounds (the `: type` with two spaces before
// it), `unsigned`, iter_args with one and several values, an empty body,
// nested loops, a discardable attribute, and the implicit terminator.
func.func @for_loops(%lb: index, %ub: index, %step: index, %x: i32, %f: f32) -> (i32, f32) {
  scf.for %i = %lb to %ub step %step {
  }
  scf.for %i = %lb to %ub step %step {
    %s = arith.addi %x, %x : i32
    scf.for %j = %i to %ub step %step {
      %t = arith.muli %s, %s : i32
    }
  }
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (i32) {
    %n = arith.addi %acc, %x : i32
    scf.yield %n : i32
  }
  %a:2 = scf.for %i = %lb to %ub step %step iter_args(%p = %x, %q = %f) -> (i32, f32) {
    scf.yield %p, %q : i32, f32
  } {tag = "two"}
  return %r, %a#1 : i32, f32
}

func.func @integer_bounds(%lb: i32, %ub: i32, %step: i32, %w: i64) -> i32 {
  scf.for %i = %lb to %ub step %step  : i32 {
    %d = arith.addi %i, %i : i32
  }
  scf.for unsigned %i = %lb to %ub step %step  : i32 {
  }
  scf.for unsigned %k = %w to %w step %w : i64 {
  } {keep}
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %lb) -> (i32)  : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  return %r : i32
}
