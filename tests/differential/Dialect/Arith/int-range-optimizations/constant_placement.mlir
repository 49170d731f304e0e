// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Where the constants replacing known values go and what they are named:
// inside regions, in later blocks, next to existing equal constants, and
// the names of `i1`, `index` and other widths.
func.func @later_block(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %m = arith.constant 1 : i32
  %y = arith.andi %x, %m : i32
  %z = arith.subi %y, %y : i32
  return %z : i32
^b:
  %k = arith.constant 0 : i32
  return %k : i32
}

func.func @in_region(%c: i1, %x: index) -> index {
  %r = scf.if %c -> (index) {
    %m = arith.constant 3 : index
    %y = arith.andi %x, %m : index
    %c4 = arith.constant 4 : index
    %q = arith.divui %y, %c4 : index
    scf.yield %q : index
  } else {
    %k = arith.constant 0 : index
    scf.yield %k : index
  }
  return %r : index
}

func.func @names(%x: i64) -> (i1, i64, index, i16) {
  %m = arith.constant 0 : i64
  %a = arith.andi %x, %m : i64
  %c0 = arith.constant 0 : i64
  %b = arith.cmpi eq, %a, %c0 : i64
  %i = arith.index_cast %a : i64 to index
  %t = arith.trunci %a : i64 to i16
  return %b, %a, %i, %t : i1, i64, index, i16
}

func.func @existing_constant(%x: i32) -> (i32, i32) {
  %c8 = arith.constant 8 : i32
  %m = arith.constant 8 : i32
  %a = arith.ori %x, %m : i32
  %b = arith.andi %a, %m : i32
  return %b, %c8 : i32, i32
}
