// RUN:
// RUN: --mlir-print-op-generic
// Generic input: properties, discardable attributes, locations of results.
func.func @generic(%x: f32, %i: i32) {
  %0 = "math.tanh"(%x) <{fastmath = #arith.fastmath<nsz>}> {extra = unit} : (f32) -> f32
  %1 = "math.ctpop"(%i) {a = 1 : i64, b = "s"} : (i32) -> i32
  %2 = "math.isnormal"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
  %3:2 = "math.sincos"(%x) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> (f32, f32)
  %4 = "math.fpowi"(%x, %i) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
  %5 = "math.clampf"(%x, %x, %x) : (f32, f32, f32) -> f32
  %6 = "math.fma"(%x, %x, %x) <{fastmath = #arith.fastmath<fast>}> {x} : (f32, f32, f32) -> f32
  return
}
