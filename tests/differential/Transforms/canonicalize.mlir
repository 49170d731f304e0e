// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize))
// RUN: --allow-unregistered-dialect --canonicalize --cse --mlir-print-debuginfo
func.func @dead_chains(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.ori %1, %x : i32
  %c = arith.constant 3 : i32
  %3 = arith.addi %c, %x : i32
  return %3 : i32
}

func.func @unreachable_blocks(%x: i32) -> i32 {
  "u.br"()[^bb2] : () -> ()
^bb1:
  %c = arith.constant 4 : i32
  %0 = arith.addi %x, %c : i32
  "u.sink"(%0) : (i32) -> ()
  "u.br"()[^bb2] : () -> ()
^bb2:
  %d = arith.constant 4 : i32
  "u.sink"(%d) : (i32) -> ()
  return %x : i32
}

func.func @inside_unregistered_regions(%x: i32) {
  "u.outer"() ({
    %0 = arith.muli %x, %x : i32
    %c = arith.constant 2 : i32
    %1 = arith.andi %x, %x : i32
    %2 = arith.addi %c, %1 : i32
    "u.sink"(%2) : (i32) -> ()
    "u.inner"() ({
      %c2 = arith.constant 2 : i32
      "u.sink"(%c2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  %c7 = arith.constant 7 : i32
  "u.sink"(%c7) : (i32) -> ()
  return
}
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
  %1 = arith.muli %c5, %y : i32
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
func.func @g() { return }
func.func @h(%x: i32) -> i32 { return %x : i32 }

func.func @symbols_and_poison() {
  "u.first"() : () -> ()
  %0 = func.constant @g : () -> ()
  %1 = ub.poison : i32
  %2 = ub.poison : i32
  %3 = func.constant @g : () -> ()
  %4 = func.constant @h : (i32) -> i32
  %5 = ub.poison : vector<2xf32>
  %6 = ub.poison <#ub.poison> : i32
  "u.use"(%0, %1, %2, %3, %4, %5, %6) : (() -> (), i32, i32, () -> (), (i32) -> i32, vector<2xf32>, i32) -> ()
  %unused = ub.poison : i64
  return
}

func.func @mixed(%b: i1) {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %p = ub.poison : index
  %c = arith.constant 4 : index
  %f = func.constant @g : () -> ()
  "u.use"(%p, %c, %f) : (index, index, () -> ()) -> ()
  return
}
