// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// What the pass leaves: ops on tensors, on floats LLVM has no type for
// (their constants are lowered), scaling_extf and scaling_truncf; casts
// join them to what was lowered.
func.func @left(%t: tensor<4xi32>, %f8: f8E4M3FN, %x: f32, %s: f8E8M0FNU, %a: i32) -> (tensor<4xi32>, f32, f8E4M3FN) {
  %0 = arith.addi %t, %t : tensor<4xi32>
  %c = arith.constant dense<2> : tensor<4xi32>
  %1 = arith.muli %0, %c : tensor<4xi32>
  %2 = arith.addf %f8, %f8 : f8E4M3FN
  %3 = arith.extf %2 : f8E4M3FN to f32
  %4 = arith.addf %3, %x : f32
  %5 = arith.truncf %4 : f32 to f8E4M3FN
  %cf8 = arith.constant 1.0 : f8E4M3FN
  %6 = arith.mulf %5, %cf8 : f8E4M3FN
  %7 = arith.scaling_extf %6, %s : f8E4M3FN, f8E8M0FNU to f32
  %8 = arith.bitcast %6 : f8E4M3FN to i8
  %9 = arith.extsi %8 : i8 to i32
  %10 = arith.addi %9, %a : i32
  "test.use"(%7, %10) : (f32, i32) -> ()
  return %1, %4, %6 : tensor<4xi32>, f32, f8E4M3FN
}
