// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Casts between integer widths, index, floats and bit patterns fold on
// known operands.
func.func @widths() -> (i64, i64, i8) {
  %a = arith.constant -5 : i16
  %s = arith.extsi %a : i16 to i64
  %u = arith.extui %a : i16 to i64
  %t = arith.trunci %a : i16 to i8
  return %s, %u, %t : i64, i64, i8
}

func.func @index_casts() -> (index, i32, index) {
  %a = arith.constant -1 : i32
  %i = arith.index_cast %a : i32 to index
  %k = arith.constant 70000 : index
  %t = arith.index_cast %k : index to i32
  %u = arith.index_castui %a : i32 to index
  return %i, %t, %u : index, i32, index
}

func.func @float_casts() -> (f32, i32, f64) {
  %a = arith.constant 7 : i32
  %f = arith.sitofp %a : i32 to f32
  %g = arith.constant 2.75 : f32
  %i = arith.fptosi %g : f32 to i32
  %e = arith.extf %g : f32 to f64
  return %f, %i, %e : f32, i32, f64
}

func.func @bitcasts() -> (f32, i64) {
  %a = arith.constant 1065353216 : i32
  %f = arith.bitcast %a : i32 to f32
  %d = arith.constant 1.0 : f64
  %i = arith.bitcast %d : f64 to i64
  return %f, %i : f32, i64
}

func.func @cast_chain(%x: i8) -> (i32, i32) {
  %a = arith.constant 200 : i8
  %e = arith.extui %a : i8 to i16
  %f = arith.extsi %e : i16 to i32
  %y = arith.extui %x : i8 to i32
  return %f, %y : i32, i32
}
