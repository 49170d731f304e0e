// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @equal_operands(%x: i32, %v: vector<3xi8>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  %2 = arith.cmpi slt, %x, %x : i32
  %3 = arith.cmpi sle, %x, %x : i32
  %4 = arith.cmpi sgt, %x, %x : i32
  %5 = arith.cmpi sge, %x, %x : i32
  %6 = arith.cmpi ult, %x, %x : i32
  %7 = arith.cmpi ule, %x, %x : i32
  %8 = arith.cmpi ugt, %x, %x : i32
  %9 = arith.cmpi uge, %x, %x : i32
  %10 = arith.cmpi eq, %v, %v : vector<3xi8>
  %11 = arith.cmpi ult, %v, %v : vector<3xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>
}

func.func @constant_on_left(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 5 : i32
  %0 = arith.cmpi eq, %c, %x : i32
  %1 = arith.cmpi ne, %c, %x : i32
  %2 = arith.cmpi slt, %c, %x : i32
  %3 = arith.cmpi sle, %c, %x : i32
  %4 = arith.cmpi sgt, %c, %x : i32
  %5 = arith.cmpi sge, %c, %x : i32
  %6 = arith.cmpi ult, %c, %x : i32
  %7 = arith.cmpi ule, %c, %x : i32
  %8 = arith.cmpi ugt, %c, %x : i32
  %9 = arith.cmpi uge, %c, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @i1_and_extensions(%b: i1, %bv: vector<2xi1>) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %f = arith.constant false
  %t = arith.constant true
  %c0 = arith.constant 0 : i32
  %zv = arith.constant dense<0> : vector<2xi8>
  %0 = arith.cmpi ne, %b, %f : i1
  %1 = arith.cmpi eq, %b, %t : i1
  %2 = arith.cmpi eq, %b, %f : i1
  %u = arith.extui %b : i1 to i32
  %s = arith.extsi %b : i1 to i32
  %3 = arith.cmpi ne, %u, %c0 : i32
  %4 = arith.cmpi ne, %s, %c0 : i32
  %5 = arith.cmpi eq, %u, %c0 : i32
  %ev = arith.extui %bv : vector<2xi1> to vector<2xi8>
  %6 = arith.cmpi ne, %ev, %zv : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
}

func.func @vectors(%x: vector<4xi8>) -> (vector<4xi1>, vector<4xi1>, tensor<3xi1>) {
  %a = arith.constant dense<[1, -1, 127, -128]> : vector<4xi8>
  %b = arith.constant dense<3> : vector<4xi8>
  %ta = arith.constant dense<[0, 1, 2]> : tensor<3xindex>
  %tb = arith.constant dense<[2, 1, 0]> : tensor<3xindex>
  %0 = arith.cmpi slt, %a, %b : vector<4xi8>
  %1 = arith.cmpi ult, %a, %b : vector<4xi8>
  %2 = arith.cmpi sge, %ta, %tb : tensor<3xindex>
  return %0, %1, %2 : vector<4xi1>, vector<4xi1>, tensor<3xi1>
}
