// RUN: --canonicalize
// No canonicalization patterns: non-constant math ops stay as written, dead ones are erased, and constants are materialized as arith.constant.
func.func @nonconstant(%x: f32, %y: f32, %i: i32, %t: tensor<?xf32>) -> (f32, f32, i32, tensor<?xf32>, f32, f32) {
  %0 = math.absf %x : f32
  %1 = math.absf %0 : f32
  %2 = math.copysign %x, %x : f32
  %3 = math.ipowi %i, %i : i32
  %4 = math.exp %t : tensor<?xf32>
  %one = arith.constant 1 : i32
  %5 = math.fpowi %x, %one : f32, i32
  %z = arith.constant 0.0 : f32
  %6 = math.powf %x, %z : f32
  %unused = math.sqrt %y : f32
  return %1, %2, %3, %4, %5, %6 : f32, f32, i32, tensor<?xf32>, f32, f32
}
