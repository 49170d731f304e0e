// RUN: --split-input-file

func.func @extract_out_of_bounds(%s: !llvm.struct<(i32, f64)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f64)>
  return
}

// -----

func.func @extract_too_deep(%s: !llvm.struct<(i32, f64)>) {
  %0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32, f64)>
  return
}

// -----

func.func @extract_array_out_of_bounds(%a: !llvm.array<3 x i8>) {
  %0 = llvm.extractvalue %a[-1] : !llvm.array<3 x i8>
  return
}

// -----

func.func @extract_wrong_result(%s: !llvm.struct<(i32, f64)>) {
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64)>) -> i32
  return
}

// -----

func.func @extract_generic_out_of_bounds(%s: !llvm.struct<(i32, f64)>) {
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 5>}> : (!llvm.struct<(i32, f64)>) -> i32
  return
}

// -----

func.func @extract_not_aggregate(%v: vector<2xi32>) {
  %0 = llvm.extractvalue %v[0] : vector<2xi32>
  return
}

// -----

func.func @insert_wrong_value(%s: !llvm.struct<(i32, f64)>, %x: f32) {
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, f32) -> !llvm.struct<(i32, f64)>
  return
}

// -----

func.func @insert_result_mismatch(%s: !llvm.struct<(i32, f64)>, %x: i32) {
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @insert_out_of_bounds(%s: !llvm.array<2 x i32>, %x: i32) {
  %0 = llvm.insertvalue %x, %s[2] : !llvm.array<2 x i32>
  return
}

// -----

func.func @extractelement_result(%v: vector<4xf32>, %i: i32) {
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  return
}

// -----

func.func @extractelement_not_vector(%v: i32, %i: i32) {
  %0 = llvm.extractelement %v[%i : i32] : i32
  return
}

// -----

func.func @insertelement_value(%v: vector<4xf32>, %x: f64, %i: i32) {
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f64, i32) -> vector<4xf32>
  return
}

// -----

func.func @insertelement_result(%v: vector<4xf32>, %x: f32, %i: i32) {
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f32, i32) -> vector<2xf32>
  return
}

// -----

func.func @insertelement_index_position(%v: vector<4xf32>, %x: f32, %i: index) {
  %0 = llvm.insertelement %x, %v[%i : index] : vector<4xf32>
  return
}

// -----

func.func @shuffle_scalable_not_splat(%a: vector<[4]xi32>) {
  %0 = llvm.shufflevector %a, %a [0, 1] : vector<[4]xi32>
  return
}

// -----

func.func @shuffle_not_vector(%a: i32) {
  %0 = llvm.shufflevector %a, %a [0, 1] : i32
  return
}

// -----

func.func @shuffle_operand_mismatch(%a: vector<4xi32>, %b: vector<2xi32>) {
  %0 = "llvm.shufflevector"(%a, %b) <{mask = array<i32: 0>}> : (vector<4xi32>, vector<2xi32>) -> vector<1xi32>
  return
}

// -----

func.func @shuffle_2d(%a: vector<2x2xi32>) {
  %0 = llvm.shufflevector %a, %a [0, 1] : vector<2x2xi32>
  return
}
