// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// A conditional branch on a known condition: only one successor is
// executable, so the values reaching the join come from that edge alone.
func.func @taken_true(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %true, ^then(%c1 : i32), ^else(%x : i32)
^then(%a: i32):
  cf.br ^join(%a : i32)
^else(%b: i32):
  cf.br ^join(%b : i32)
^join(%j: i32):
  return %j : i32
}

func.func @taken_false(%x: i32) -> i32 {
  %false = arith.constant false
  %c2 = arith.constant 2 : i32
  cf.cond_br %false, ^a(%x : i32), ^b(%c2 : i32)
^a(%u: i32):
  return %u : i32
^b(%v: i32):
  %w = arith.addi %v, %v : i32
  return %w : i32
}

func.func @computed_condition(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %cond = arith.cmpi sgt, %c10, %c0 : i64
  cf.cond_br %cond, ^big, ^small
^big:
  %r = arith.muli %c10, %c10 : i64
  cf.br ^exit(%r : i64)
^small:
  cf.br ^exit(%x : i64)
^exit(%e: i64):
  return %e : i64
}

func.func @chained(%x: i32) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  cf.cond_br %t, ^second, ^out(%x : i32)
^second:
  cf.cond_br %f, ^out(%c5 : i32), ^out(%c6 : i32)
^out(%o: i32):
  return %o : i32
}
