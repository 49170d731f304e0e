// RUN: --convert-arith-to-llvm
// The min and max ops become llvm's intrinsics, float ones with their flags.
func.func @min_max(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<2xi64>, %w: vector<3xf16>) -> () {
  %0 = arith.minsi %a, %b : i32
  %1 = arith.maxsi %a, %b : i32
  %2 = arith.minui %v, %v : vector<2xi64>
  %3 = arith.maxui %a, %b : i32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maximumf %x, %y fastmath<nnan> : f32
  %6 = arith.minnumf %w, %w fastmath<fast> : vector<3xf16>
  %7 = arith.maxnumf %x, %y : f32
  return
}
