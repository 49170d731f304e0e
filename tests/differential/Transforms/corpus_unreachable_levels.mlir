// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=normal'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled max-iterations=1'
// Unreachable blocks at each level of region simplification.
func.func @after_return(%a: i32) -> i32 {
  return %a : i32
^bb1:
  "u.dead"() : () -> ()
  return %a : i32
^bb2:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @self_loop_unreachable(%a: i32) {
  "u.live"() : () -> ()
  return
^bb1:
  "u.spin"() : () -> ()
  cf.br ^bb1
}

func.func @made_unreachable_by_constant(%a: i32) {
  %f = arith.constant false
  cf.cond_br %f, ^bb1, ^bb2
^bb1:
  "u.never"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.always"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  "u.join"() : () -> ()
  return
}

func.func @unreachable_cycle_of_two(%a: i32) -> i32 {
  "u.br"()[^bb3] : () -> ()
^bb1:
  "u.x"() : () -> ()
  "u.br"()[^bb2] : () -> ()
^bb2:
  "u.y"() : () -> ()
  "u.br"()[^bb1] : () -> ()
^bb3:
  return %a : i32
}

func.func @unreachable_in_nested_region(%a: i32) {
  "u.region"() ({
    "u.end"() : () -> ()
  ^bb1:
    "u.dead"() : () -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @unreachable_with_arguments(%a: i32) {
  "u.live"() : () -> ()
  return
^bb1(%x: i32, %y: f32):
  "u.use"(%x, %y) : (i32, f32) -> ()
  return
}
