// RUN: --canonicalize
// scf.execute_region kept by `no_inline`: unused results dropped with
// the operands of every scf.yield, a result given an outer value by every
// yield replaced by it, values of the region kept.

func.func private @side(i32) -> i32
func.func private @cond() -> i1
func.func private @use(i32)

func.func @unused_result(%a: i32) -> i32 {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %a : i32, i32
  }
  return %0#0 : i32
}

func.func @outer_value(%a: i32) -> i32 {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %a : i32, i32
  }
  func.call @use(%0#0) : (i32) -> ()
  return %0#1 : i32
}

func.func @multi_block(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %c = func.call @cond() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %a : i32, i32
  ^bb2:
    %m = func.call @side(%b) : (i32) -> i32
    scf.yield %m, %a : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @multi_block_unused(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %c = func.call @cond() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  ^bb2:
    %m = func.call @side(%b) : (i32) -> i32
    scf.yield %m, %a : i32, i32
  }
  return %0#1 : i32
}
