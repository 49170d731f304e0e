// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive top-down=false' --mlir-print-debuginfo
// Region simplification inside the regions of unregistered ops.
func.func @dead_argument_in_nested_cfg(%a: i32, %b: i32) {
  "u.region"() ({
    "u.cond"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    "u.l"() : () -> ()
    cf.br ^bb3(%a : i32)
  ^bb2:
    "u.r"() : () -> ()
    cf.br ^bb3(%b : i32)
  ^bb3(%x: i32):
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @identical_blocks_nested(%a: i32) {
  "u.region"() ({
    "u.cond"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    %0 = arith.muli %a, %a : i32
    "u.use"(%0) : (i32) -> ()
    "u.end"() : () -> ()
  ^bb2:
    %1 = arith.muli %a, %a : i32
    "u.use"(%1) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @two_levels(%a: i32) {
  "u.outer"() ({
    "u.inner"() ({
      cf.br ^bb1(%a : i32)
    ^bb1(%x: i32):
      %d = arith.addi %x, %x : i32
      "u.end"() : () -> ()
    ^bb2:
      "u.unreachable"() : () -> ()
      "u.end"() : () -> ()
    }) : () -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  ^bb2:
    "u.unreachable"() : () -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @function_in_unregistered_op() {
  "u.container"() ({
    func.func @inner(%a: i32, %c: i1) {
      cf.br ^bb1(%a : i32)
    ^bb1(%x: i32):
      %y = arith.addi %x, %a : i32
      "u.body"() : () -> ()
      cf.cond_br %c, ^bb1(%y : i32), ^bb2
    ^bb2:
      "u.exit"() : () -> ()
      return
    }
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @loop_in_region_with_live_value(%a: i32) {
  "u.region"() ({
    cf.br ^loop(%a : i32)
  ^loop(%i: i32):
    %n = arith.muli %i, %a : i32
    "u.use"(%i) : (i32) -> ()
    "u.cond"()[^back, ^done] : () -> ()
  ^back:
    "u.step"() : () -> ()
    cf.br ^loop(%n : i32)
  ^done:
    "u.end"() : () -> ()
  }) : () -> ()
  return
}
