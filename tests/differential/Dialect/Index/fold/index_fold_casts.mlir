// RUN: --canonicalize
// Casts of constants: to index always; from index when both widths agree,
// but only i1 results have an index constant to become.

func.func @to_index(%x: i32) -> (index, index, index, index) {
  %m1 = arith.constant -1 : i32
  %t = arith.constant true
  %w = arith.constant 18446744073709551617 : i128
  %0 = index.casts %m1 : i32 to index
  %1 = index.castu %m1 : i32 to index
  %2 = index.casts %t : i1 to index
  %3 = index.castu %w : i128 to index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @to_i1() -> (i1, i1, i1, i1) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %big = index.constant 4294967297
  %0 = index.casts %c2 : index to i1
  %1 = index.castu %c3 : index to i1
  %2 = index.casts %big : index to i1
  %3 = index.castu %big : index to i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @to_wider(%a: index) -> (i32, i64, i64, i48) {
  %c5 = index.constant 5
  %big = index.constant 4294967296
  %0 = index.casts %c5 : index to i32
  %1 = index.casts %c5 : index to i64
  %2 = index.castu %big : index to i64
  %3 = index.casts %c5 : index to i48
  return %0, %1, %2, %3 : i32, i64, i64, i48
}
