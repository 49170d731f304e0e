// RUN: --test-single-fold
// RUN: --canonicalize
// A poison operand makes every float op poison (the other operand need
// not be constant), casts and conversions included; cmpf does not fold it.
func.func @f(%x: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, i1, f64, vector<2xf32>, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %c = arith.constant 1.0 : f32
  %pv = ub.poison : vector<2xf32>
  %a = arith.addf %p, %c : f32
  %b = arith.mulf %x, %p : f32
  %d = arith.maxnumf %p, %c : f32
  %e = arith.negf %p : f32
  %g = arith.cmpf olt, %p, %c : f32
  %h = arith.extf %p : f32 to f64
  %i = arith.addf %pv, %v : vector<2xf32>
  %j = arith.addf %p, %p : f32
  %k = arith.divf %c, %p : f32
  %l = arith.remf %p, %c : f32
  %m = arith.select %g, %p, %c : f32
  return %a, %b, %d, %e, %g, %h, %i, %j, %k, %l, %m : f32, f32, f32, f32, i1, f64, vector<2xf32>, f32, f32, f32, f32
}

func.func @g(%x: f32, %i: i32) -> (f32, f32, f32, f32, f16, i32, f32, f32, f32, i32, f32, f32, f32) {
  %p = ub.poison : f32
  %pi = ub.poison : i32
  %c = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.subf %p, %c : f32
  %b = arith.minnumf %x, %p : f32
  %d = arith.maximumf %p, %x : f32
  %e = arith.minimumf %p, %p : f32
  %f = arith.truncf %p : f32 to f16
  %g = arith.fptosi %p : f32 to i32
  %h = arith.sitofp %pi : i32 to f32
  %j = arith.uitofp %pi : i32 to f32
  %k = arith.bitcast %pi : i32 to f32
  %l = arith.bitcast %p : f32 to i32
  %m = arith.addf %p, %nz : f32
  %n = arith.mulf %p, %c : f32
  %o = arith.divf %x, %p : f32
  return %a, %b, %d, %e, %f, %g, %h, %j, %k, %l, %m, %n, %o : f32, f32, f32, f32, f16, i32, f32, f32, f32, i32, f32, f32, f32
}

func.func @vectors(%v: vector<2xf32>) -> (vector<2xf32>, vector<2xf64>, vector<2xf32>, vector<2xi32>, vector<2xf32>) {
  %pv = ub.poison : vector<2xf32>
  %cv = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %a = arith.subf %cv, %pv : vector<2xf32>
  %b = arith.extf %pv : vector<2xf32> to vector<2xf64>
  %c = arith.negf %pv : vector<2xf32>
  %d = arith.fptoui %pv : vector<2xf32> to vector<2xi32>
  %e = arith.minimumf %v, %pv : vector<2xf32>
  return %a, %b, %c, %d, %e : vector<2xf32>, vector<2xf64>, vector<2xf32>, vector<2xi32>, vector<2xf32>
}
