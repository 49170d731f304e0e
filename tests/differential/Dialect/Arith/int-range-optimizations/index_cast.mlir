// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `index_cast` and `index_castui` between `index` and fixed widths: the
// `index` width is unknown to the analysis (32 or 64 bits).
func.func @from_small(%x: i8) -> (i1, i1) {
  %i = arith.index_cast %x : i8 to index
  %u = arith.index_castui %x : i8 to index
  %c127 = arith.constant 127 : index
  %c255 = arith.constant 255 : index
  %a = arith.cmpi sle, %i, %c127 : index
  %b = arith.cmpi ule, %u, %c255 : index
  return %a, %b : i1, i1
}

func.func @to_small(%x: index) -> i1 {
  %m = arith.constant 63 : index
  %a = arith.andi %x, %m : index
  %t = arith.index_cast %a : index to i16
  %c64 = arith.constant 64 : i16
  %lt = arith.cmpi slt, %t, %c64 : i16
  return %lt : i1
}

func.func @to_wide(%x: index) -> i1 {
  %w = arith.index_castui %x : index to i64
  %c0 = arith.constant 0 : i64
  %ge = arith.cmpi uge, %w, %c0 : i64
  %big = arith.constant 4294967295 : i64
  %le = arith.cmpi ule, %w, %big : i64
  return %le : i1
}

func.func @round_trip(%x: i32) -> index {
  %m = arith.constant 1 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.xori %a, %a : i32
  %i = arith.index_cast %b : i32 to index
  return %i : index
}
