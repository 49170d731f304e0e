// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --cse
// Unregistered ops holding regions with blocks, arguments and CFGs.
func.func @cfg_inside(%x: i32) {
  "u.region"() ({
    cf.br ^bb1
  ^bb1:
    "u.a"() : () -> ()
    cf.br ^bb2
  ^bb2:
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @unreachable_inside(%x: i32) {
  "u.region"() ({
    "u.end"() : () -> ()
  ^bb1:
    "u.never"() : () -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @block_arguments_inside(%x: i32, %y: i32) {
  "u.region"() ({
  ^bb0(%a: i32):
    cf.br ^bb1(%a, %x : i32, i32)
  ^bb1(%p: i32, %q: i32):
    "u.use"(%p) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @nested_unregistered(%x: i32) -> i32 {
  %r = "u.outer"(%x) ({
  ^bb0(%a: i32):
    %s = "u.inner"(%a) ({
    ^bb0(%b: i32):
      %d = arith.muli %b, %b : i32
      %e = arith.addi %b, %a : i32
      "u.yield"(%e) : (i32) -> ()
    }) : (i32) -> i32
    "u.yield"(%s) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

func.func @graph_like_unregistered_region() {
  "u.graph"() ({
    %0 = "u.node"(%1) : (i32) -> i32
    %1 = "u.node"(%0) : (i32) -> i32
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @several_regions(%x: i32, %y: i32) {
  "u.if"(%x) ({
    %a = arith.addi %x, %y : i32
    "u.yield"(%a) : (i32) -> ()
  }, {
    %b = arith.addi %x, %y : i32
    %dead = arith.muli %b, %b : i32
    "u.yield"(%b) : (i32) -> ()
  }) : (i32) -> ()
  return
}
