// RUN: --allow-unregistered-dialect --control-flow-sink --split-input-file
// What stays: a value used only deeper than the region's own ops (here
// in a loop inside the `scf.if`), regions whose invocation count is not
// bounded (`scf.execute_region`, loops, `affine.if`), and regions of ops
// of unknown dialects.
func.func @deeper(%cond: i1, %a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %a : i32
  scf.if %cond {
    scf.for %i = %c0 to %n step %c1 {
      "u.use"(%x) : (i32) -> ()
    }
  }
  return
}

// -----

func.func @execute_region(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %r = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @loops(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %a : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  %w = scf.while (%v = %r) : (i32) -> i32 {
    %lt = arith.cmpi slt, %v, %x : i32
    scf.condition(%lt) %v : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v : i32
  }
  return %w : i32
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @affine_if(%i: index, %a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %r = affine.if #set(%i) -> i32 {
    affine.yield %x : i32
  } else {
    affine.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @unknown_op(%a: i32) {
  %x = arith.addi %a, %a : i32
  "u.region"() ({
    "u.use"(%x) : (i32) -> ()
  }) : () -> ()
  return
}
