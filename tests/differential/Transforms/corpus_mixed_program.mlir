// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// RUN: --allow-unregistered-dialect --cse --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive},cse,canonicalize))
// RUN: --allow-unregistered-dialect --canonicalize='top-down=false region-simplify=aggressive'
// Functions in which several of canonicalize's and CSE's rules meet.
func.func private @work(i32) -> i32

func.func @program(%n: i32, %m: i32, %c: i1) -> i32 {
  %t = arith.constant true
  %f = func.constant @work : (i32) -> i32
  cf.assert %t, "entry"
  %s0 = arith.addi %n, %m : i32
  cf.br ^bb1(%s0, %n : i32, i32)
^bb1(%acc: i32, %unused: i32):
  %s1 = arith.addi %m, %n : i32
  %w = func.call_indirect %f(%acc) : (i32) -> i32
  %k = arith.constant 12 : i32
  "u.log"(%k, %s1) : (i32, i32) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %k2 = arith.constant 12 : i32
  "u.log"(%k2) : (i32) -> ()
  cf.br ^bb4(%w : i32)
^bb3:
  "u.other"() : () -> ()
  cf.br ^bb4(%acc : i32)
^bb4(%r: i32):
  return %r : i32
^dead:
  "u.never"() : () -> ()
  cf.br ^bb4(%n : i32)
}

func.func @loop_program(%n: i32, %c: i1) -> i32 {
  %zero = arith.constant 0 : i32
  cf.br ^header(%zero, %n : i32, i32)
^header(%i: i32, %junk: i32):
  %j2 = arith.muli %junk, %n : i32
  %x = arith.addi %i, %n : i32
  %y = arith.addi %n, %i : i32
  "u.body"(%x, %y) : (i32, i32) -> ()
  cf.cond_br %c, ^latch, ^exit
^latch:
  %one = arith.constant 1 : i32
  "u.tick"(%one) : (i32) -> ()
  cf.br ^header(%x, %j2 : i32, i32)
^exit:
  return %i : i32
}
