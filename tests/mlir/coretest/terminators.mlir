// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// Terminators and block structure on the coretest dialect: blocks without a
// terminator (the op printed in the message), empty blocks (reported at the
// region's op), a terminator that is not last (`IsTerminator`), ops with
// successors in the middle of a block (reported before a missing
// terminator), predecessors of an entry block, a branch to a block of
// another region (not expressible: the parser rejects it), and ops that need
// no terminator. Wording checked against mlir-opt-22 on func/arith/cf/scf.

// expected-error @+2 {{block with no terminator, has %0 = "coretest.constant"() <{value = 1 : i32}> : () -> i32}}
"coretest.func"() <{sym_name = "no_terminator"}> ({
  %c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
}) : () -> ()

// -----

// The printed op names block arguments %argN.
"coretest.func"() <{sym_name = "no_terminator_args"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{block with no terminator, has %0 = "coretest.add"(%arg0, %arg0) : (i32, i32) -> i32}}
  %c = "coretest.add"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

// In a nested region, values are numbered as in the enclosing function.
"coretest.func"() <{sym_name = "no_terminator_nested"}> ({
  "coretest.region"() ({
    %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
    // expected-error @+1 {{block with no terminator, has %1 = "coretest.add"(%0, %0) : (i32, i32) -> i32}}
    %c = "coretest.add"(%a, %a) : (i32, i32) -> i32
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// An empty block that is not the only block of its region: reported at the
// op owning the region.
// expected-error @+1 {{empty block: expect at least a terminator}}
"coretest.func"() <{sym_name = "empty_second_block"}> ({
^bb0:
  "coretest.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

// The only block of a region whose op may not omit terminators.
"coretest.func"() <{sym_name = "empty_nested_block"}> ({
  // expected-error @+1 {{empty block: expect at least a terminator}}
  "coretest.region"() ({
  ^bb0:
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A terminator followed by another op.
"coretest.func"() <{sym_name = "return_not_last"}> ({
  // expected-error @+1 {{'coretest.return' op must be the last operation in the parent block}}
  "coretest.return"() : () -> ()
  %c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
}) : () -> ()

// -----

// A terminator followed by a terminator: the first one is reported.
"coretest.func"() <{sym_name = "return_then_br"}> ({
  // expected-error @+1 {{'coretest.return' op must be the last operation in the parent block}}
  "coretest.return"() : () -> ()
  "coretest.br"()[^bb1] : () -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A branch in the middle of a block; reported when the block is entered,
// before its missing terminator.
"coretest.func"() <{sym_name = "br_in_middle"}> ({
  %c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "coretest.br"()[^bb1] : () -> ()
  %d = "coretest.constant"() <{value = 2 : i32}> : () -> i32
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A branch followed by a terminator: the successor rule is checked before
// the terminator's own traits.
"coretest.func"() <{sym_name = "cond_br_in_middle"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "coretest.cond_br"(%c)[^bb1, ^bb1] <{true_count = 0}> : (i1) -> ()
  "coretest.return"() : () -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The entry block of a region may not be a branch target.
// expected-error @+1 {{entry block of region may not have predecessors}}
"coretest.func"() <{sym_name = "entry_pred"}> ({
^bb0:
  "coretest.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// The same in a nested region: reported at the op owning the region.
"coretest.func"() <{sym_name = "entry_pred_nested"}> ({
  // expected-error @+1 {{entry block of region may not have predecessors}}
  "coretest.region"() ({
  ^bb0:
    "coretest.br"()[^bb1] : () -> ()
  ^bb1:
    "coretest.br"()[^bb0] : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A branch to a block of another region cannot be written: the parser
// only resolves block names of the current region.
"coretest.func"() <{sym_name = "branch_out_of_region"}> ({
^bb0:
  "coretest.region"() ({
    // expected-error @+1 {{reference to an undefined block}}
    "coretest.br"()[^bb0] : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: `coretest.module` and `coretest.graph` need no terminator, an
// empty region needs no block, and an op with successors may end a block.
"coretest.module"() ({
  "coretest.graph"() ({
    %c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  }) : () -> ()
  "coretest.graph"() ({
  }) : () -> ()
  "coretest.func"() <{sym_name = "ok"}> ({
  ^bb0(%c: i1):
    "coretest.region"() ({}) : () -> ()
    "coretest.cond_br"(%c)[^bb1, ^bb2] <{true_count = 0}> : (i1) -> ()
  ^bb1:
    "coretest.br"()[^bb2] : () -> ()
  ^bb2:
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
