// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive' --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive top-down=false'
// Identical blocks are merged only at the aggressive level.
func.func @two_identical_returns(%a: i32, %b: i32) -> i32 {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  %0 = arith.addi %a, %b : i32 loc("first")
  "u.use"(%0) : (i32) -> ()
  return %0 : i32
^bb2:
  %1 = arith.addi %a, %b : i32 loc("second")
  "u.use"(%1) : (i32) -> ()
  return %1 : i32
}

func.func @three_identical(%a: i32) {
  "u.switch"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  "u.same"(%a) : (i32) -> ()
  return
^bb2:
  "u.same"(%a) : (i32) -> ()
  return
^bb3:
  "u.same"(%a) : (i32) -> ()
  return
}

func.func @attributes_differ(%a: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.same"(%a) {k = 1 : i32} : (i32) -> ()
  return
^bb2:
  "u.same"(%a) {k = 2 : i32} : (i32) -> ()
  return
}

func.func @identical_with_arguments(%a: i32, %b: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.left"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "u.right"() : () -> ()
  cf.br ^bb4(%b : i32)
^bb3(%x: i32):
  "u.use"(%x) : (i32) -> ()
  return
^bb4(%y: i32):
  "u.use"(%y) : (i32) -> ()
  return
}

func.func @entry_never_merged(%a: i32) {
  "u.same"(%a) : (i32) -> ()
  "u.br"()[^bb1] : () -> ()
^bb1:
  "u.same"(%a) : (i32) -> ()
  "u.br"()[^bb1] : () -> ()
}

func.func @different_terminators(%a: i32) -> i32 {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.same"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  "u.same"(%a) : (i32) -> ()
  "u.exit"() : () -> ()
  return %a : i32
}

func.func @in_unregistered_region(%a: i32) {
  "u.region"() ({
    "u.cond"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    "u.same"(%a) : (i32) -> ()
    "u.end"() : () -> ()
  ^bb2:
    "u.same"(%a) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}
