// RUN:
// RUN: --mlir-print-op-generic
// fpowi: the exponent's own integer type beside the base's type.
func.func @fpowi(%x: f32, %n: i32, %d: f64, %b: i8, %v: vector<4xf16>, %vn: vector<4xi64>, %t: tensor<?x2xbf16>, %tn: tensor<?x2xi1>, %i: index) {
  %0 = math.fpowi %x, %n : f32, i32
  %1 = math.fpowi %d, %b fastmath<afn> : f64, i8
  %2 = math.fpowi %v, %vn : vector<4xf16>, vector<4xi64>
  %3 = math.fpowi %t, %tn fastmath<reassoc,contract> : tensor<?x2xbf16>, tensor<?x2xi1>
  %4 = math.fpowi %x, %i : f32, index
  return
}
