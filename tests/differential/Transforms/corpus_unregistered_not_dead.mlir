// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false --mlir-print-debuginfo
// Unregistered ops may have any effect, so none of them is dead, nor are
// the pure ops feeding them.
func.func @results_unused(%x: i32) {
  %0 = "u.compute"(%x) : (i32) -> i32
  %1 = "u.compute"(%x) : (i32) -> i32
  %2:2 = "u.pair"() : () -> (i32, f32)
  return
}

func.func @no_results() {
  "u.nothing"() : () -> ()
  "u.nothing"() : () -> ()
  "u.nothing"() {attr = 1 : i32} : () -> ()
  return
}

func.func @keeps_its_operands(%x: i32, %y: i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %x : i32
  %c = arith.constant 8 : i32
  "u.sink"(%1, %c) : (i32, i32) -> ()
  return
}

func.func @empty_region_op() {
  "u.empty"() ({
  }) : () -> ()
  "u.with_block"() ({
  ^bb0:
    "u.terminator"() : () -> ()
  }) : () -> ()
  return
}

func.func @dead_registered_inside_kept_unregistered(%x: i32) {
  %0 = "u.wrap"() ({
    %a = arith.muli %x, %x : i32
    %b = arith.addi %x, %x : i32
    "u.yield"(%b) : (i32) -> ()
  }) : () -> i32
  return
}

func.func @unregistered_with_attributes_and_successors(%x: i32) {
  "u.branch"(%x)[^bb1, ^bb2] {weights = [1, 2]} : (i32) -> ()
^bb1:
  %d = arith.addi %x, %x : i32
  "u.marker"() : () -> ()
  return
^bb2:
  return
}
