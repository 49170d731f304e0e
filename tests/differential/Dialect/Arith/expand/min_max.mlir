// RUN: --arith-expand
// The integer and float minimum and maximum ops, scalars, vectors and tensors, with fast-math flags (dropped by the expansion) and ops that fold.
func.func @int_min_max(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @int_min_max_vector(%a: vector<8xi8>, %b: vector<8xi8>) -> (vector<8xi8>, vector<8xi8>) {
  %0 = arith.maxsi %a, %b : vector<8xi8>
  %1 = arith.minui %a, %b : vector<8xi8>
  return %0, %1 : vector<8xi8>, vector<8xi8>
}

func.func @int_min_max_index(%a: index, %b: index) -> index {
  %0 = arith.minsi %a, %b : index
  %1 = arith.maxui %0, %b : index
  return %1 : index
}

func.func @float_min_max(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b fastmath<nnan> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @float_min_max_f16_vector(%a: vector<4xf16>, %b: vector<4xf16>) -> (vector<4xf16>, vector<4xf16>) {
  %0 = arith.maximumf %a, %b : vector<4xf16>
  %1 = arith.minnumf %a, %b : vector<4xf16>
  return %0, %1 : vector<4xf16>, vector<4xf16>
}

func.func @float_min_max_tensor(%a: tensor<3xf64>, %b: tensor<3xf64>) -> tensor<3xf64> {
  %0 = arith.minimumf %a, %b fastmath<fast> : tensor<3xf64>
  %1 = arith.maxnumf %0, %b : tensor<3xf64>
  return %1 : tensor<3xf64>
}

func.func @folds(%a: i32, %x: f32) -> (i32, i32, f32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.maxsi %c3, %c5 : i32
  %1 = arith.minui %a, %a : i32
  %2 = arith.maximumf %x, %x : f32
  return %0, %1, %2 : i32, i32, f32
}
