// RUN: --canonicalize
func.func @consts() -> (i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.cmpf ult, %one, %nan : f32
  %b = arith.cmpf oeq, %pz, %nz : f32
  %c = arith.cmpf ogt, %nz, %pz : f32
  return %a, %b, %c : i1, i1, i1
}
