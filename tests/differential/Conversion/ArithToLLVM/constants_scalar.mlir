// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// Scalar constants: integers, booleans, floats, index, with an attribute.
func.func @constants() -> () {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i64
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 1.5 : f32
  %5 = arith.constant -0.0 : f64
  %6 = arith.constant 0x7FC00000 : f32
  %7 = arith.constant 42 : index
  %8 = arith.constant -7 : index
  %9 = arith.constant 3.0 : bf16
  %10 = arith.constant 255 : i8
  %11 = arith.constant {tag = "kept"} 7 : i16
  %12 = arith.constant 1.0 : f16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (i32, i64, i1, i1, f32, f64, f32, index, index, bf16, i8, i16, f16) -> ()
  return
}
