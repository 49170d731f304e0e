// RUN: --allow-unregistered-dialect --canonicalize=region-simplify=aggressive
// RUN: --allow-unregistered-dialect --canonicalize=region-simplify=aggressive --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive},cse))

func.func @identical_returns(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.op"() : () -> ()
  return %a : i32
^bb2:
  "u.op"() : () -> ()
  return %a : i32
}

func.func @differing_operands(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  "u.op"(%x) : (i32) -> ()
  return %a : i32
^bb2:
  %y = arith.addi %b, %b : i32
  "u.op"(%y) : (i32) -> ()
  return %b : i32
}

func.func @same_successor(%a: i32, %b: i32, %c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.op"(%a) : (i32) -> ()
  cf.br ^bb4
^bb2:
  cf.cond_br %d, ^bb3, ^bb4
^bb3:
  "u.op"(%b) : (i32) -> ()
  cf.br ^bb4
^bb4:
  "u.end"() : () -> ()
  return
}

func.func @redundant_argument(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  "u.op"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  return
}

func.func @with_block_args(%a: i32, %b: i32, %c: i1, %d: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb3
^bb3:
  cf.cond_br %d, ^bb2(%b : i32), ^bb4
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  cf.br ^bb4
^bb2(%y: i32):
  "u.use"(%y) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

func.func @region_blocks_stay(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.r"() ({ "u.t"() : () -> () }) : () -> ()
  return
^bb2:
  "u.r"() ({ "u.t"() : () -> () }) : () -> ()
  return
}

func.func @switch_merge(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "u.use"(%a) : (i32) -> ()
  return
^bb2:
  "u.use"(%b) : (i32) -> ()
  return
^bb3:
  "u.use"(%f) : (i32) -> ()
  return
}

func.func @nested_regions(%a: i32, %b: i32, %c: i1) {
  "u.r"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "u.use"(%a) : (i32) -> ()
    "u.t"() : () -> ()
  ^bb2:
    "u.use"(%b) : (i32) -> ()
    "u.t"() : () -> ()
  }) : () -> ()
  return
}

func.func @unregistered_predecessor_blocks_merging_with_new_arguments(%a: i32, %b: i32) {
  "u.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  return
^bb2:
  "u.use"(%b) : (i32) -> ()
  return
}

func.func @unregistered_predecessor_identical_blocks(%a: i32) {
  "u.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  return
^bb2:
  "u.use"(%a) : (i32) -> ()
  return
}

func.func @results_used_elsewhere_stay(%a: i32, %b: i32, %c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "u.def"(%a) : (i32) -> i32
  cf.br ^bb3
^bb2:
  %y = "u.def"(%a) : (i32) -> i32
  cf.br ^bb3
^bb3:
  "u.end"() : () -> ()
  return
}

func.func @different_argument_types(%a: i32, %b: i64, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i64)
^bb1(%x: i32):
  "u.op"() : () -> ()
  return
^bb2(%y: i64):
  "u.op"() : () -> ()
  return
}

func.func @internal_operands_in_the_same_order(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  %s = "u.pair"(%x, %y) : (i32, i32) -> i32
  "u.use"(%s) : (i32) -> ()
  return
^bb2(%p: i32, %q: i32):
  %t = "u.pair"(%q, %p) : (i32, i32) -> i32
  "u.use"(%t) : (i32) -> ()
  return
}

func.func @three_blocks_two_clusters(%a: i32, %b: i32, %f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  "u.two"(%a) : (i32) -> ()
  return
^bb3:
  "u.one"(%b) : (i32) -> ()
  return
^bb4:
  "u.two"(%b) : (i32) -> ()
  return
}

func.func @redundant_argument_in_a_loop(%a: i32, %c: i1) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  "u.step"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  return
}
