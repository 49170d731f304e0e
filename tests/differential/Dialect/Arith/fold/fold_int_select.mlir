// RUN: --test-single-fold
// RUN: --canonicalize
func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %3 = arith.select %eq, %x, %y : i32
  %4 = arith.select %ne, %y, %x : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

func.func @select_i1(%c: i1, %d: i1) -> (i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %f : i1
  %1 = arith.select %c, %f, %t : i1
  %2 = arith.select %c, %d, %f : i1
  return %0, %1, %2 : i1, i1, i1
}

func.func @select_vectors(%c: vector<4xi1>, %x: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %cond = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %all = arith.constant dense<true> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<7> : vector<4xi32>
  %0 = arith.select %cond, %a, %b : vector<4xi1>, vector<4xi32>
  %1 = arith.select %all, %x, %b : vector<4xi1>, vector<4xi32>
  %2 = arith.select %cond, %x, %b : vector<4xi1>, vector<4xi32>
  %3 = arith.select %cond, %b, %b : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

func.func @scalar_condition_over_vectors(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %t = arith.constant true
  %0 = arith.select %t, %x, %y : vector<2xi8>
  return %0 : vector<2xi8>
}
