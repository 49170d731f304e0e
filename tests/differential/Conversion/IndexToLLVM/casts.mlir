// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
func.func @casts(%a: index, %i8: i8, %i32: i32, %i64: i64, %i128: i128) -> (index, index, index, index, i8, i32, i64, i128) {
  %0 = index.casts %i8 : i8 to index
  %1 = index.castu %i32 : i32 to index
  %2 = index.casts %i64 : i64 to index
  %3 = index.castu %i128 : i128 to index
  %4 = index.castu %a : index to i8
  %5 = index.casts %a : index to i32
  %6 = index.castu %a : index to i64
  %7 = index.casts %a : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, i8, i32, i64, i128
}
