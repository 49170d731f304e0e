// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @mul(%x: i32, %v: vector<2xi8>) -> (i32, i32, i32, vector<2xi8>, vector<2xi8>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0> : vector<2xi8>
  %o = arith.constant dense<1> : vector<2xi8>
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.muli %x, %c1 : i32
  %2 = arith.muli %c1, %x : i32
  %3 = arith.muli %v, %z : vector<2xi8>
  %4 = arith.muli %v, %o : vector<2xi8>
  return %0, %1, %2, %3, %4 : i32, i32, i32, vector<2xi8>, vector<2xi8>
}

func.func @div_by_one(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divui %x, %c1 : i32
  %1 = arith.divsi %x, %c1 : i32
  %2 = arith.ceildivui %x, %c1 : i32
  %3 = arith.ceildivsi %x, %c1 : i32
  %4 = arith.floordivsi %x, %c1 : i32
  %5 = arith.remui %x, %c1 : i32
  %6 = arith.remsi %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @div_by_zero(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %x, %c0 : i32
  %1 = arith.divsi %x, %c0 : i32
  %2 = arith.ceildivui %x, %c0 : i32
  %3 = arith.ceildivsi %x, %c0 : i32
  %4 = arith.floordivsi %x, %c0 : i32
  %5 = arith.remui %x, %c0 : i32
  %6 = arith.remsi %x, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %nuw = arith.muli %a, %b overflow<nuw> : i32
  %nsw = arith.muli %a, %b overflow<nsw> : i32
  %none = arith.muli %a, %b : i32
  %0 = arith.divui %nuw, %b : i32
  %1 = arith.divui %nuw, %a : i32
  %2 = arith.divsi %nsw, %b : i32
  %3 = arith.divsi %nuw, %b : i32
  %4 = arith.divui %none, %b : i32
  %5 = arith.divsi %nsw, %a exact : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

func.func @exact(%x: i8) -> (i8, i8) {
  %c7 = arith.constant 7 : i8
  %c2 = arith.constant 2 : i8
  %0 = arith.divui %c7, %c2 exact : i8
  %1 = arith.divsi %c7, %c2 exact : i8
  return %0, %1 : i8, i8
}
