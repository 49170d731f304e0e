// RUN:
// RUN: --mlir-print-op-generic
// Conversions between integers and floats: sitofp, uitofp, fptosi, fptoui.
func.func @int_float(%i: i32, %b: i1, %f: f64, %v: vector<3xi8>, %t: tensor<4xf16>) {
  %0 = arith.sitofp %i : i32 to f32
  %1 = arith.uitofp %i : i32 to f64
  %2 = arith.uitofp %b : i1 to f16
  %3 = arith.fptosi %f : f64 to i64
  %4 = arith.fptoui %f : f64 to i8
  %5 = arith.sitofp %v : vector<3xi8> to vector<3xbf16>
  %6 = arith.fptosi %t : tensor<4xf16> to tensor<4xi32>
  %7 = arith.fptoui %t : tensor<4xf16> to tensor<4xi1>
  return
}
