// RUN: --allow-unregistered-dialect --test-single-fold
// RUN: --allow-unregistered-dialect --test-single-fold --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --test-single-fold --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(test-single-fold))
// RUN: --allow-unregistered-dialect --test-single-fold --cse --mlir-print-debuginfo
func.func @duplicates() {
  %c = arith.constant 1 : i32
  "u.use"(%c) : (i32) -> ()
  %d = arith.constant 1 : i32
  "u.use"(%d) : (i32) -> ()
  %e = arith.constant 2 : i32
  %f = arith.constant 1 : i64
  %g = arith.constant 1 : index
  "u.use"(%e, %f, %g) : (i32, i64, index) -> ()
  return
}

func.func @unused_constants_go(%x: i32) -> i32 {
  %c = arith.constant 7 : i32
  %u = arith.constant 8 : i32
  "u.use"(%u) : (i32) -> ()
  return %x : i32
}

func.func @unregistered_regions_keep_their_constants() {
  %c = arith.constant 1 : i32
  "u.region"() ({
    %d = arith.constant 1 : i32
    %x = arith.constant 3 : i32
    "u.use"(%d, %x) : (i32, i32) -> ()
    "u.inner"() ({
    ^bb0(%a: i32):
      %y = arith.constant 3 : i32
      "u.use"(%a, %y) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "u.use"(%c) : (i32) -> ()
  return
}

func.func @later_blocks_hoist_to_the_entry(%b: i1) {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %c = arith.constant 5 : i32
  "u.use"(%c) : (i32) -> ()
  "u.br"()[^bb2] : () -> ()
^bb2:
  %d = arith.constant 5 : i32
  %e = arith.constant 6 : i32
  "u.use"(%d, %e) : (i32, i32) -> ()
  return
}

func.func @floats_and_shapes() {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -0.0 : f32
  %c = arith.constant 0.0 : f32
  %d = arith.constant 1.000000e+00 : f32
  %e = arith.constant dense<1> : vector<4xi32>
  %f = arith.constant dense<[1, 2]> : tensor<2xi32>
  %g = arith.constant dense<1> : vector<4xi32>
  %h = arith.constant 0x7FC00000 : f32
  "u.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (f32, f32, f32, f32, vector<4xi32>, tensor<2xi32>, vector<4xi32>, f32) -> ()
  return
}

func.func @trait_folds(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c5, %x : i32
  %1 = arith.muli %c1, %y : i32
  %2 = arith.andi %x, %x : i32
  %3 = arith.ori %y, %y : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

"u.top"() : () -> ()
%top = arith.constant 9 : i32
"u.use"(%top) : (i32) -> ()

module @inner {
  func.func @nested_module() -> i32 {
    %c = arith.constant 9 : i32
    return %c : i32
  }
}
