// RUN:
// RUN: --mlir-print-op-generic
// scf.if: without results and else, with an empty else, with results (the
// type list always in parentheses), a function-typed result, nested ifs
// and a discardable attribute after the regions.
func.func @ifs(%c: i1, %x: i32, %f: f32) -> (i32, f32) {
  scf.if %c {
  }
  scf.if %c {
    %a = arith.addi %x, %x : i32
  }
  scf.if %c {
    %a = arith.addi %x, %x : i32
  } else {
  }
  scf.if %c {
  } else {
    %b = arith.muli %x, %x : i32
  } {note = 1 : i32}
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  %p:2 = scf.if %c -> (i32, f32) {
    %inner = scf.if %c -> (f32) {
      scf.yield %f : f32
    } else {
      scf.yield %f : f32
    }
    scf.yield %x, %inner : i32, f32
  } else {
    scf.yield %r, %f : i32, f32
  }
  return %p#0, %p#1 : i32, f32
}

func.func @function_result(%c: i1, %g: () -> ()) -> (() -> ()) {
  %r = scf.if %c -> (() -> ()) {
    scf.yield %g : () -> ()
  } else {
    scf.yield %g : () -> ()
  }
  return %r : () -> ()
}
