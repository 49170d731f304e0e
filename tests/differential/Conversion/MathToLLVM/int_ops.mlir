// RUN: --convert-math-to-llvm
// The integer ops: ctlz, cttz and absi take their poison flag false,
// ctpop is one intrinsic; every width, scalars and 1-D vectors.
func.func @scalars(%a: i8, %b: i16, %c: i32, %d: i64) -> (i8, i16, i32, i64, i8, i16, i32, i64) {
  %0 = math.ctlz %a : i8
  %1 = math.cttz %b : i16
  %2 = math.ctpop %c : i32
  %3 = math.absi %d : i64
  %4 = math.absi %a : i8
  %5 = math.ctpop %b : i16
  %6 = math.cttz %c : i32
  %7 = math.ctlz %d : i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i16, i32, i64, i8, i16, i32, i64
}

func.func @vectors(%v: vector<4xi32>, %w: vector<2xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xi1>) {
  %0 = math.ctlz %v : vector<4xi32>
  %1 = math.cttz %v : vector<4xi32>
  %2 = math.ctpop %v : vector<4xi32>
  %3 = math.absi %v : vector<4xi32>
  %4 = math.ctpop %w : vector<2xi1>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xi1>
}
