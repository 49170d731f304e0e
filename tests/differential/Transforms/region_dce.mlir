// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))

func.func @dead_loop_arg(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %s = arith.addi %y, %y : i32
  cf.cond_br %c, ^bb1(%x, %s : i32, i32), ^bb2
^bb2:
  return %x : i32
}

func.func @dead_arg_from_live(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "u.foo"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  "u.bar"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return
}

func.func @unreachable_chain(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  %z = arith.muli %y, %x : i32
  cf.br ^bb1
}

func.func @switch_dead(%f: i32, %a: i32, %b: i64, %c: i1) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, i64),
    43: ^bb3(%b : i64)
  ]
^bb1(%x: i32):
  "u.foo"() : () -> ()
  return
^bb2(%p: i32, %q: i64):
  "u.use"(%p) : (i32) -> ()
  return
^bb3(%r: i64):
  "u.bar"() : () -> ()
  return
}

func.func @nested(%a: i32, %c: i1) {
  "u.region"() ({
    cf.br ^bb1(%a : i32)
  ^bb1(%x: i32):
    %d = arith.addi %x, %x : i32
    "u.term"() : () -> ()
  }) : () -> ()
  return
}

func.func @dead_cycle_through_two_blocks(%a: i32, %c: i1) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  cf.cond_br %c, ^bb1(%z : i32), ^bb3
^bb3:
  return
}

func.func @unregistered_user_keeps_the_cycle(%a: i32, %c: i1) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  "u.sink"(%y) : (i32) -> ()
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return
}

func.func @unregistered_terminator_keeps_arguments(%a: i32) {
  "u.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}

func.func @entry_arguments_stay(%a: i32, %b: i32) {
  "u.region"() ({
  ^bb0(%p: i32, %q: i32):
    "u.term"() : () -> ()
  }) : () -> ()
  return
}

func.func @unreachable_blocks_using_each_other(%a: i32, %c: i1) -> i32 {
  return %a : i32
^bb1(%x: i32):
  %y = arith.addi %x, %a : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  %w = arith.addi %z, %y : i32
  cf.cond_br %c, ^bb1(%w : i32), ^bb3(%w : i32)
^bb3(%v: i32):
  "u.use"(%v, %y) : (i32, i32) -> ()
  cf.br ^bb1(%z : i32)
}

func.func @dead_ops_in_nested_regions(%a: i32) {
  "u.loop"() ({
  ^bb0(%i: i32):
    %d = arith.muli %i, %i : i32
    %e = arith.subi %d, %a : i32
    cf.br ^bb1(%e : i32)
  ^bb1(%f: i32):
    "u.yield"() : () -> ()
  }) : () -> ()
  return
}
