// RUN: --split-input-file
// Edges of region-branching ops of mlir-opt's `test` dialect whose
// forwarded values do not match the successor's inputs.

func.func @parent_to_region_count(%a: i32, %b: f32) {
  %r = "test.region_if"(%a, %b) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }) : (i32, f32) -> i32
  return
}

// -----

func.func @parent_to_region_type(%a: i32, %b: f32) {
  %r = "test.region_if"(%b) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }) : (f32) -> i32
  return
}

// -----

func.func @then_to_join_type(%a: i32, %b: f32) {
  %r = "test.region_if"(%a) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%b) : (f32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @else_to_join_count(%a: i32, %b: f32) {
  %r = "test.region_if"(%a) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x, %x) : (i32, i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @join_to_parent_type(%a: i32, %b: f32) {
  %r = "test.region_if"(%a) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%b) : (f32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @join_to_parent_count(%a: i32, %b: f32) {
  %r = "test.region_if"(%a) ({
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  }) : (i32) -> i32
  return
}

// -----

// The first of two mismatching terminators is reported.
func.func @two_terminators(%a: i32, %b: f32, %c: i1) {
  %r = "test.any_cond"() ({
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "test.region_if_yield"(%b) : (f32) -> ()
  ^bb2:
    "test.region_if_yield"(%a, %a) : (i32, i32) -> ()
  }) : () -> i32
  return
}

// -----

// A ReturnLike terminator forwards all its operands.
func.func @return_like(%a: i32, %b: f32) {
  %r = "test.any_cond"() ({
    "test.region_yield"(%b) : (f32) -> ()
  }) : () -> i32
  return
}

// -----

func.func @loop_entry_type(%a: i32, %b: f32) {
  %r = "test.loop_block"(%a) ({
  ^bb0(%x: i32):
    "test.loop_block_term"(%x, %b) : (i32, f32) -> ()
  }) : (i32) -> f32
  %s = "test.loop_block"(%a) ({
  ^bb0(%x: f32):
    "test.loop_block_term"(%a, %b) : (i32, f32) -> ()
  }) : (i32) -> f32
  return
}

// -----

func.func @loop_entry_count(%a: i32, %b: f32) {
  %s = "test.loop_block"(%a) ({
  ^bb0(%x: i32, %y: i32):
    "test.loop_block_term"(%a, %b) : (i32, f32) -> ()
  }) : (i32) -> f32
  return
}

// -----

// The nested op is verified before the edges.
func.func @nested_first(%a: i32, %b: f32) {
  %r = "test.region_if"(%b) ({
  ^bb0(%x: i32):
    %z = "arith.addi"(%x, %b) : (i32, f32) -> i32
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }) : (f32) -> i32
  return
}

// -----

// Edges that match pass: only the last op is reported.
func.func @loop_iter_type(%a: i32, %b: f32) {
  %s = "test.loop_block"(%a) ({
  ^bb0(%x: i32):
    "test.loop_block_term"(%x, %b) : (i32, f32) -> ()
  }) : (i32) -> f32
  "test.any_cond"() ({
    "test.region_if_yield"() : () -> ()
  }) : () -> ()
  %t = "test.any_cond"() ({
    "test.region_yield"(%a) : (i32) -> ()
  }) : () -> f32
  return
}
