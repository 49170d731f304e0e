// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `scf.index_switch`: a known index selects one case region or the
// default; an unknown one joins the yields of them all.
func.func @known_case(%x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %x : i32
  }
  case 1 {
    %c4 = arith.constant 4 : i32
    %d = arith.addi %c4, %c4 : i32
    scf.yield %d : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @known_default(%x: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %k = arith.constant 12 : i32
  %r = scf.index_switch %c7 -> i32
  case 0 {
    scf.yield %x : i32
  }
  default {
    scf.yield %k : i32
  }
  return %r : i32
}

func.func @unknown_same(%i: index) -> i32 {
  %k = arith.constant 12 : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %k : i32
  }
  case 5 {
    %a = arith.constant 6 : i32
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  default {
    scf.yield %k : i32
  }
  return %r : i32
}

func.func @unknown_different(%i: index) -> (i32, i32) {
  %k = arith.constant 12 : i32
  %l = arith.constant 13 : i32
  %r:2 = scf.index_switch %i -> i32, i32
  case 2 {
    scf.yield %k, %l : i32, i32
  }
  default {
    scf.yield %l, %l : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @computed_index(%x: i64) -> i64 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  %r = scf.index_switch %s -> i64
  case 5 {
    %m = arith.muli %x, %x : i64
    scf.yield %m : i64
  }
  default {
    scf.yield %x : i64
  }
  return %r : i64
}
