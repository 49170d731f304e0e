// RUN: --mlir-print-op-generic
// Region-branching ops of mlir-opt's `test` dialect whose edges match.

func.func @valid(%a: i32, %b: f32, %c: i1) {
  %r = "test.region_if"(%a) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  %s = "test.loop_block"(%a) ({
  ^bb0(%x: i32):
    "test.loop_block_term"(%x, %b) : (i32, f32) -> ()
  }) : (i32) -> f32
  %t = "test.any_cond"() ({
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "test.region_if_yield"(%a) : (i32) -> ()
  ^bb2:
    "test.region_yield"(%a) : (i32) -> ()
  }) : () -> i32
  return
}
