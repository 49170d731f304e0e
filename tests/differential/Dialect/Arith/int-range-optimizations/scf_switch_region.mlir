// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `scf.index_switch` and `scf.execute_region`: their results join the
// ranges of every region's yields.
func.func @switch_join(%i: index) -> (i1, i1) {
  %r = scf.index_switch %i -> i32
  case 0 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  case 1 {
    %b = arith.constant 5 : i32
    scf.yield %b : i32
  }
  default {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  %c6 = arith.constant 6 : i32
  %c4 = arith.constant 4 : i32
  %lt = arith.cmpi ult, %r, %c6 : i32
  %eq = arith.cmpi eq, %r, %c4 : i32
  return %lt, %eq : i1, i1
}

func.func @switch_same(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 7 {
    %m = arith.constant 0 : i32
    %a = arith.andi %x, %m : i32
    scf.yield %a : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @execute_region(%x: i16, %c: i1) -> i1 {
  %r = scf.execute_region -> i16 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %m = arith.constant 15 : i16
    %v = arith.andi %x, %m : i16
    scf.yield %v : i16
  ^b:
    %k = arith.constant 20 : i16
    scf.yield %k : i16
  }
  %c21 = arith.constant 21 : i16
  %lt = arith.cmpi slt, %r, %c21 : i16
  return %lt : i1
}
