// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// A multi-block scf.execute_region directly in a function (or in another
// scf.execute_region) is spliced into it: its blocks follow a `cf.br`, each
// scf.yield becomes a `cf.br` to the block holding the ops after it.
func.func @diamond() -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = "test.val2"() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}

func.func @yield_in_two_blocks(%a: i32, %b: i32) -> i32 {
  %v = scf.execute_region -> i32 {
    %c = "test.cmp"(%a) : (i32) -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.left"(%a) : (i32) -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.right"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  %w = "test.use"(%v) : (i32) -> i32
  return %w : i32
}

func.func @no_results(%a: i32) {
  "test.start"() : () -> ()
  scf.execute_region {
    %c = "test.cmp"(%a) : (i32) -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.left"() : () -> ()
    scf.yield
  ^bb2:
    "test.right"() : () -> ()
    scf.yield
  }
  "test.end"() : () -> ()
  return
}

func.func @in_a_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = scf.execute_region -> index {
      %c = "test.cmp"(%i) : (index) -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %i : index
    ^bb2:
      %w = "test.other"(%i) : (index) -> index
      scf.yield %w : index
    }
    "test.use"(%v) : (index) -> ()
  }
  return
}

func.func @kept(%a: i32) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    %c = "test.cmp"(%a) : (i32) -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %y = "test.right"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %v : i32
}

func.func @inside_execute_region(%a: i32) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    %w = scf.execute_region -> i32 {
      %c = "test.cmp"(%a) : (i32) -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      %y = "test.right"(%a) : (i32) -> i32
      scf.yield %y : i32
    }
    %u = "test.after"(%w) : (i32) -> i32
    scf.yield %u : i32
  }
  return %v : i32
}
