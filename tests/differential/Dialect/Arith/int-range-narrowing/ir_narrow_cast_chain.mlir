// RUN: --arith-int-range-narrowing=int-bitwidths-supported=1,8,16,24,32
// RUN: --arith-int-range-narrowing=int-bitwidths-supported=32 --mlir-disable-threading
// index_cast to index and back folds to the original value.
func.func @chain(%a: i8, %b: i32) -> (i8, i32, i16) {
  %i = arith.index_cast %a : i8 to index
  %j = arith.index_cast %i : index to i8
  %k = arith.index_castui %b : i32 to index
  %l = arith.index_castui %k : index to i32
  %m = arith.index_cast %b : i32 to index
  %n = arith.index_castui %m : index to i16
  return %j, %l, %n : i8, i32, i16
}
