// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// Every cmpf predicate, fast-math flags, vectors and n-D vectors.
func.func @cmpf(%x: f32, %y: f32, %v: vector<2xf64>, %w: vector<2xf64>, %m: vector<3x2xf16>, %n: vector<3x2xf16>) -> () {
  %0 = arith.cmpf false, %x, %y : f32
  %1 = arith.cmpf oeq, %x, %y : f32
  %2 = arith.cmpf ogt, %x, %y : f32
  %3 = arith.cmpf oge, %x, %y : f32
  %4 = arith.cmpf olt, %x, %y : f32
  %5 = arith.cmpf ole, %x, %y : f32
  %6 = arith.cmpf one, %x, %y : f32
  %7 = arith.cmpf ord, %x, %y : f32
  %8 = arith.cmpf ueq, %x, %y : f32
  %9 = arith.cmpf ugt, %x, %y : f32
  %10 = arith.cmpf uge, %x, %y : f32
  %11 = arith.cmpf ult, %x, %y : f32
  %12 = arith.cmpf ule, %x, %y : f32
  %13 = arith.cmpf une, %x, %y : f32
  %14 = arith.cmpf uno, %x, %y : f32
  %15 = arith.cmpf true, %x, %y : f32
  %16 = arith.cmpf olt, %v, %w fastmath<nnan,ninf> : vector<2xf64>
  %17 = arith.cmpf une, %m, %n fastmath<fast> : vector<3x2xf16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<3x2xi1>) -> ()
  return
}
