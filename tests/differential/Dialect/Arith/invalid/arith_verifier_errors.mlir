// RUN: --split-input-file
// Ops that parse but fail verification: casts, constants, select shapes.

func.func @extsi_narrowing(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @unsigned_constant() {
  %0 = arith.constant 3 : ui8
  return
}

// -----

func.func @float_constant_int_type() {
  %0 = arith.constant 1.5 : i32
  return
}

// -----

func.func @select_shape(%c: vector<2xi1>, %a: vector<4xf32>) {
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}

// -----

func.func @truncf_wider(%a: f16) {
  %0 = arith.truncf %a : f16 to f32
  return
}

// -----

func.func @unranked_cast(%u: tensor<*xi16>) {
  %0 = arith.extsi %u : tensor<*xi16> to tensor<*xi32>
  return
}

// -----

func.func @index_cast_float(%a: f32) {
  %0 = arith.index_cast %a : f32 to index
  return
}
