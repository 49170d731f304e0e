// RUN: --allow-unregistered-dialect --split-input-file
// A region of an op whose custom form leaves its terminator implicit,
// written with several blocks: the terminator goes at the end of the last
// block, and the op's verifier refuses the blocks before the walk reaches
// an empty one. A multi-block scf.execute_region with an empty block is
// the verifier's empty-block error.

func.func @if_then(%c: i1) {
  scf.if %c {
    "t.x"() [^bb1] : () -> ()
  ^bb1:
  }
  return
}

// -----

func.func @if_both(%c: i1) {
  scf.if %c {
    "t.x"() [^bb1] : () -> ()
  ^bb1:
    "t.y"() : () -> ()
  } else {
    cf.br ^bb1
  ^bb1:
  }
  return
}

// -----

func.func @for_body(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    cf.br ^bb1
  ^bb1:
  }
  return
}

// -----

func.func @execute_region(%c: i1) {
  %x = scf.execute_region -> i32 {
  ^bb0:
    cf.br ^bb2
  ^bb1:
  ^bb2:
    %z = arith.constant 1 : i32
    scf.yield %z : i32
  }
  return
}
