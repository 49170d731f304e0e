// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --canonicalize=max-iterations=1
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// Chains of cf.br: blocks with one predecessor are merged, blocks that
// only branch on are skipped.
func.func @long_chain(%a: i32) -> i32 {
  "u.a"() : () -> () loc("a")
  cf.br ^bb1(%a : i32) loc("br0")
^bb1(%x: i32):
  "u.b"(%x) : (i32) -> () loc("b")
  cf.br ^bb2 loc("br1")
^bb2:
  "u.c"() : () -> () loc("c")
  cf.br ^bb3(%x, %a : i32, i32) loc("br2")
^bb3(%y: i32, %z: i32):
  "u.d"(%y, %z) : (i32, i32) -> () loc("d")
  cf.br ^bb4 loc("br3")
^bb4:
  return %y : i32
}

func.func @empty_blocks_in_a_row() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  return
}

func.func @pass_through_with_two_preds(%a: i32, %b: i32) -> i32 {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%p: i32):
  cf.br ^bb4(%p : i32)
^bb4(%q: i32):
  cf.br ^bb5(%q, %a : i32, i32)
^bb5(%r: i32, %s: i32):
  "u.use"(%r, %s) : (i32, i32) -> ()
  return %r : i32
}

func.func @pass_through_into_a_loop(%a: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb3
^bb3:
  cf.br ^loop
^loop:
  "u.body"() : () -> ()
  "u.loop"()[^loop, ^exit] : () -> ()
^exit:
  return
}

func.func @self_loops_stay() {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb1
^bb2:
  "u.x"() : () -> ()
  cf.br ^bb2
}

func.func @pass_through_forwarding_its_argument(%a: i32, %b: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  cf.br ^bb4(%x, %x : i32, i32)
^bb4(%p: i32, %q: i32):
  "u.use"(%p, %q) : (i32, i32) -> ()
  "u.more"()[^bb3] : () -> ()
}
