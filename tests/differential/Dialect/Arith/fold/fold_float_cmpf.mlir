// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @ordered() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.cmpf oeq, %pz, %nz : f32
  %b = arith.cmpf ogt, %two, %one : f32
  %c = arith.cmpf oge, %one, %one : f32
  %d = arith.cmpf olt, %two, %one : f32
  %e = arith.cmpf ole, %one, %two : f32
  %f = arith.cmpf one, %pz, %nz : f32
  %g = arith.cmpf ord, %one, %two : f32
  %h = arith.cmpf false, %one, %one : f32
  return %a, %b, %c, %d, %e, %f, %g, %h : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @unordered() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %a = arith.cmpf ueq, %one, %nan : f64
  %b = arith.cmpf ugt, %nan, %one : f64
  %c = arith.cmpf uge, %one, %one : f64
  %d = arith.cmpf ult, %one, %one : f64
  %e = arith.cmpf ule, %nan, %nan : f64
  %f = arith.cmpf une, %one, %one : f64
  %g = arith.cmpf uno, %one, %nan : f64
  %h = arith.cmpf true, %one, %nan : f64
  return %a, %b, %c, %d, %e, %f, %g, %h : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @nan_decides(%x: f32) -> (i1, i1, i1, i1, i1) {
  %nan = arith.constant 0xFFC00001 : f32
  %a = arith.cmpf oeq, %x, %nan : f32
  %b = arith.cmpf une, %nan, %x : f32
  %c = arith.cmpf uno, %x, %x : f32
  %d = arith.cmpf oeq, %x, %x : f32
  %e = arith.cmpf ord, %nan, %x : f32
  return %a, %b, %c, %d, %e : i1, i1, i1, i1, i1
}

func.func @vectors_do_not_fold() -> (vector<2xi1>, tensor<2xi1>) {
  %a = arith.constant dense<1.0> : vector<2xf32>
  %b = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %t = arith.constant dense<0.0> : tensor<2xf16>
  %r0 = arith.cmpf olt, %a, %b : vector<2xf32>
  %r1 = arith.cmpf oeq, %t, %t : tensor<2xf16>
  return %r0, %r1 : vector<2xi1>, tensor<2xi1>
}

func.func @kinds() -> (i1, i1, i1, i1) {
  %a = arith.constant 1.5 : bf16
  %b = arith.constant 1.5 : bf16
  %c = arith.constant 1.0 : f80
  %d = arith.constant 1.0000000000000000001 : f80
  %e = arith.constant 0x7F : f8E4M3FN
  %f = arith.constant 1.0 : f8E4M3FN
  %g = arith.constant 0x1 : f128
  %h = arith.constant 0.0 : f128
  %r0 = arith.cmpf oeq, %a, %b : bf16
  %r1 = arith.cmpf olt, %c, %d : f80
  %r2 = arith.cmpf uno, %e, %f : f8E4M3FN
  %r3 = arith.cmpf ogt, %g, %h : f128
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
