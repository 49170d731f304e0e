// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// bitcast between same-width integers and floats, vectors and n-D vectors.
func.func @bitcast(%a: i32, %x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<4xi32>, %m: vector<2x2xf16>) -> () {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %x : f32 to i32
  %2 = arith.bitcast %h : f16 to i16
  %3 = arith.bitcast %b : bf16 to f16
  %4 = arith.bitcast %d : f64 to i64
  %5 = arith.bitcast %v : vector<4xi32> to vector<4xf32>
  %6 = arith.bitcast %m : vector<2x2xf16> to vector<2x2xi16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (f32, i32, i16, f16, i64, vector<4xf32>, vector<2x2xi16>) -> ()
  return
}
