// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// Between integers and floats: sitofp, uitofp, fptosi, fptoui.
func.func @int_float_casts(%a: i32, %c: i1, %x: f32, %d: f64, %v: vector<4xi64>, %w: vector<4xf16>, %m: vector<2x2xi8>) -> () {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f64
  %2 = arith.sitofp %c : i1 to f16
  %3 = arith.fptosi %x : f32 to i32
  %4 = arith.fptoui %d : f64 to i8
  %5 = arith.uitofp %v : vector<4xi64> to vector<4xbf16>
  %6 = arith.fptosi %w : vector<4xf16> to vector<4xi16>
  %7 = arith.sitofp %m : vector<2x2xi8> to vector<2x2xf32>
  %8 = arith.fptoui %x : f32 to i1
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (f32, f64, f16, i32, i8, vector<4xbf16>, vector<4xi16>, vector<2x2xf32>, i1) -> ()
  return
}
