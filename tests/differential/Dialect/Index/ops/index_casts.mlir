// RUN:
// RUN: --mlir-print-op-generic
// Signed and unsigned casts between index and integers of several widths.

func.func @to_int(%a: index) -> (i1, i8, i32, i64, i128, si16, ui32) {
  %0 = index.casts %a : index to i1
  %1 = index.castu %a : index to i8
  %2 = index.casts %a : index to i32
  %3 = index.castu %a : index to i64
  %4 = index.casts %a : index to i128
  %5 = index.casts %a : index to si16
  %6 = index.castu %a : index to ui32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i8, i32, i64, i128, si16, ui32
}

func.func @from_int(%a: i1, %b: i16, %c: i64, %d: i256) -> (index, index, index, index) {
  %0 = index.castu %a : i1 to index
  %1 = index.casts %b : i16 to index
  %2 = index.castu %c : i64 to index
  %3 = index.casts %d : i256 to index
  return %0, %1, %2, %3 : index, index, index, index
}
