// RUN: --convert-arith-to-llvm
// Every cmpi predicate, on scalars, vectors, index and n-D vectors.
func.func @cmpi(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi8>, %w: vector<4xi8>, %m: vector<2x2xi16>, %n: vector<2x2xi16>) -> () {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %i, %j : index
  %7 = arith.cmpi ule, %i, %j : index
  %8 = arith.cmpi ugt, %v, %w : vector<4xi8>
  %9 = arith.cmpi uge, %v, %w : vector<4xi8>
  %10 = arith.cmpi slt, %m, %n : vector<2x2xi16>
  %11 = arith.cmpi eq, %a, %b {tag} : i32
  return
}
