// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --test-single-fold
// ub.poison and func.constant are constants of their own dialects.
func.func private @f()
func.func private @g(i32) -> i32

func.func @poison_kinds() {
  %0 = ub.poison : i32 loc("p0")
  %1 = ub.poison : i64 loc("p1")
  %2 = ub.poison : i32 loc("p2")
  %3 = ub.poison : tensor<2xf32> loc("p3")
  %4 = ub.poison : tensor<2xf32> loc("p4")
  %5 = ub.poison : index loc("p5")
  "u.use"(%0, %1, %2, %3, %4, %5) : (i32, i64, i32, tensor<2xf32>, tensor<2xf32>, index) -> ()
  return
}

func.func @poison_and_arith_same_type() {
  %0 = ub.poison : i32
  %1 = arith.constant 0 : i32
  %2 = ub.poison : i32
  %3 = arith.constant 0 : i32
  "u.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  return
}

func.func @symbols() {
  %0 = func.constant @f : () -> () loc("f0")
  %1 = func.constant @g : (i32) -> i32 loc("g0")
  %2 = func.constant @f : () -> () loc("f1")
  "u.use"(%0, %1, %2) : (() -> (), (i32) -> i32, () -> ()) -> ()
  return
}

func.func @in_later_blocks_and_regions() {
  %1 = func.constant @f : () -> ()
  "u.region"() ({
    %0 = ub.poison : i8
    "u.use"(%0, %1) : (i8, () -> ()) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  "u.br"()[^bb1] : () -> ()
^bb1:
  %2 = ub.poison : i8
  %3 = func.constant @f : () -> ()
  "u.use"(%2, %3) : (i8, () -> ()) -> ()
  return
}

func.func @unused_ones_go() -> i32 {
  %0 = ub.poison : i32
  %1 = func.constant @g : (i32) -> i32
  %2 = ub.poison : f32
  return %0 : i32
}
