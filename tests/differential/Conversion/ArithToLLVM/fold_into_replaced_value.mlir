// RUN: --convert-arith-to-llvm
// A fold (x * 1) replaces an op by a value whose own op was replaced by
// a value of another type: the uses take the one cast back.
func.func @f(%a: i64, %m: memref<16xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  cf.br ^bb6(%a : i64)
^bb6(%69: i64):
  %70 = arith.index_cast %69 : i64 to index
  %72 = arith.muli %c1, %70 : index
  %76 = memref.load %m[%70] : memref<16xf32>
  %84 = memref.load %m[%72] : memref<16xf32>
  %s = arith.addf %76, %84 : f32
  return %s : f32
}
