// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// A bitcast between types that lower to the same type (small floats become
// integers of their width) is no op at all: its operand, cast, replaces it.
func.func @same(%a: f8E4M3FN, %b: i8, %v: vector<2xf8E5M2>, %c: i32, %m: vector<2x2xf8E4M3FN>, %h: vector<2xf16>) {
  %0 = arith.bitcast %a : f8E4M3FN to i8
  %1 = arith.bitcast %b : i8 to f8E5M2
  %2 = arith.bitcast %a : f8E4M3FN to f8E5M2
  %3 = arith.bitcast %v : vector<2xf8E5M2> to vector<2xi8>
  %4 = arith.bitcast %c : i32 to f32
  %5 = arith.bitcast %m : vector<2x2xf8E4M3FN> to vector<2x2xi8>
  %6 = arith.bitcast %h : vector<2xf16> to vector<2xbf16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (i8, f8E5M2, f8E5M2, vector<2xi8>, f32, vector<2x2xi8>, vector<2xbf16>) -> ()
  return
}
