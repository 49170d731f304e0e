// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize))
// RUN: --allow-unregistered-dialect --test-single-fold
// Constants stay in the regions of unregistered ops; a function is
// isolated, so its constants never leave it and never meet the module's.
func.func @three_levels() {
  %a = arith.constant 1 : i32 loc("outer")
  "u.l1"() ({
    %b = arith.constant 1 : i32 loc("l1")
    "u.l2"() ({
      %c = arith.constant 1 : i32 loc("l2a")
      %d = arith.constant 1 : i32 loc("l2b")
      "u.use"(%c, %d) : (i32, i32) -> ()
    }) : () -> ()
    "u.use"(%b) : (i32) -> ()
  }) : () -> ()
  "u.use"(%a) : (i32) -> ()
  return
}

func.func @two_regions_of_one_op() {
  "u.two"() ({
    %a = arith.constant 7 : i16 loc("first")
    "u.use"(%a) : (i16) -> ()
  }, {
    %b = arith.constant 7 : i16 loc("second")
    "u.use"(%b) : (i16) -> ()
  }) : () -> ()
  return
}

func.func @region_later_block() {
  "u.region"() ({
    "u.use"() : () -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    %a = arith.constant 3 : index loc("later")
    %b = arith.constant 4 : index loc("later2")
    "u.use"(%a, %b) : (index, index) -> ()
  }) : () -> ()
  return
}

func.func @outer_value_used_inside() {
  %a = arith.constant 5 : i8 loc("outer")
  "u.region"() ({
    "u.use"(%a) : (i8) -> ()
    %b = arith.constant 5 : i8 loc("inner")
    "u.use"(%b) : (i8) -> ()
  }) : () -> ()
  return
}

%top = arith.constant 5 : i8 loc("top")
"u.use"(%top) : (i8) -> ()
func.func @same_value_as_top() -> i8 {
  %c = arith.constant 5 : i8 loc("fn")
  return %c : i8
}
module @m {
  %inner = arith.constant 5 : i8 loc("module")
  "u.use"(%inner) : (i8) -> ()
}
