// RUN:
// RUN: --mlir-print-op-generic

func.func @extract_element(%v: vector<4xf32>, %i: i32, %j: i64) -> (f32, f32) {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.extractelement %v[%j : i64] : vector<4xf32>
  return %0, %1 : f32, f32
}

func.func @extract_element_kinds(%p: vector<2x!llvm.ptr>, %s: vector<[8]xi16>, %b: vector<3xbf16>, %i: i8) -> (!llvm.ptr, i16, bf16) {
  %0 = llvm.extractelement %p[%i : i8] : vector<2x!llvm.ptr>
  %1 = llvm.extractelement %s[%i : i8] {tag} : vector<[8]xi16>
  %2 = llvm.extractelement %b[%i : i8] : vector<3xbf16>
  return %0, %1, %2 : !llvm.ptr, i16, bf16
}

func.func @insert_element(%v: vector<4xi32>, %x: i32, %i: i32) -> vector<4xi32> {
  %0 = llvm.insertelement %x, %v[%i : i32] : vector<4xi32>
  %1 = llvm.insertelement %x, %0[%i : i32] {note = "n"} : vector<4xi32>
  return %1 : vector<4xi32>
}

func.func @insert_element_pointer(%v: vector<2x!llvm.ptr<1>>, %p: !llvm.ptr<1>, %i: i64) -> vector<2x!llvm.ptr<1>> {
  %0 = llvm.insertelement %p, %v[%i : i64] : vector<2x!llvm.ptr<1>>
  return %0 : vector<2x!llvm.ptr<1>>
}

func.func @shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<2xf32>, vector<8xf32>) {
  %0 = llvm.shufflevector %a, %b [0, 4, 1, 5] : vector<4xf32>
  %1 = llvm.shufflevector %a, %a [3, -1] : vector<4xf32>
  %2 = llvm.shufflevector %a, %b [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<2xf32>, vector<8xf32>
}

func.func @shuffle_single_and_empty(%a: vector<1xi64>) -> (vector<1xi64>, vector<0xi64>) {
  %0 = llvm.shufflevector %a, %a [0] : vector<1xi64>
  %1 = llvm.shufflevector %a, %a [] : vector<1xi64>
  return %0, %1 : vector<1xi64>, vector<0xi64>
}

func.func @shuffle_scalable_splat(%a: vector<[4]xi32>) -> vector<[2]xi32> {
  %0 = llvm.shufflevector %a, %a [0, 0] {tag = 2 : i64} : vector<[4]xi32>
  return %0 : vector<[2]xi32>
}

func.func @vector_generic(%v: vector<2xf64>, %x: f64, %i: i32) -> (f64, vector<2xf64>, vector<3xf64>) {
  %0 = "llvm.extractelement"(%v, %i) : (vector<2xf64>, i32) -> f64
  %1 = "llvm.insertelement"(%v, %x, %i) : (vector<2xf64>, f64, i32) -> vector<2xf64>
  %2 = "llvm.shufflevector"(%v, %1) <{mask = array<i32: 0, 1, 2>}> : (vector<2xf64>, vector<2xf64>) -> vector<3xf64>
  return %0, %1, %2 : f64, vector<2xf64>, vector<3xf64>
}
