// RUN: --arith-expand
// The rounding divisions on i8, i32, i64 and index scalars, vectors and tensors; constant operands fold instead.
func.func @ceil_div_si_i32(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

func.func @ceil_div_si_index(%a: index, %b: index) -> index {
  %0 = arith.ceildivsi %a, %b : index
  return %0 : index
}

func.func @ceil_div_si_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.ceildivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

func.func @ceil_div_ui_i64(%a: i64, %b: i64) -> i64 {
  %0 = arith.ceildivui %a, %b : i64
  return %0 : i64
}

func.func @ceil_div_ui_index(%a: index, %b: index) -> index {
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}

func.func @ceil_div_ui_tensor(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = arith.ceildivui %a, %b : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @floor_div_si_i8(%a: i8, %b: i8) -> i8 {
  %0 = arith.floordivsi %a, %b : i8
  return %0 : i8
}

func.func @floor_div_si_index(%a: index, %b: index) -> index {
  %0 = arith.floordivsi %a, %b : index
  return %0 : index
}

func.func @floor_div_si_vector(%a: vector<2x2xi16>, %b: vector<2x2xi16>) -> vector<2x2xi16> {
  %0 = arith.floordivsi %a, %b : vector<2x2xi16>
  return %0 : vector<2x2xi16>
}

func.func @chained(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  %1 = arith.ceildivsi %0, %b : i32
  %2 = arith.ceildivui %1, %0 : i32
  return %2 : i32
}

func.func @constants(%a: i32) -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c-2 = arith.constant -2 : i32
  %0 = arith.ceildivsi %c7, %c-2 : i32
  %1 = arith.floordivsi %c7, %c-2 : i32
  %2 = arith.ceildivui %a, %c7 : i32
  return %0, %1, %2 : i32, i32, i32
}
