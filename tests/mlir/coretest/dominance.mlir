// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// Dominance on the coretest dialect: straight-line code, sibling branches of
// a diamond, uses in nested `coretest.region`s of values defined later or in
// non-dominating blocks, block arguments of non-dominating blocks, uses in
// and definitions in unreachable blocks, graph regions (`coretest.graph`:
// use before def allowed, at most one block) and SSA regions nested in them.
// Wording checked against mlir-opt-22 on func/arith/cf/scf analogues.

// Straight-line code: use before def in one block.
"coretest.func"() <{sym_name = "straight"}> ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "coretest.add"(%1, %1) : (i32, i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Only the second operand is defined later: the operand index is reported.
"coretest.func"() <{sym_name = "second_operand"}> ({
  %c = "coretest.constant"() <{value = 0 : i32}> : () -> i32
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %0 = "coretest.add"(%c, %1) : (i32, i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Diamond: a value defined in one arm is used in the sibling arm.
"coretest.func"() <{sym_name = "diamond"}> ({
^bb0(%c: i1):
  "coretest.cond_br"(%c)[^a, ^b] <{true_count = 0}> : (i1) -> ()
^a:
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same region)}}
  "coretest.br"()[^m] : () -> ()
^b:
  %y = "coretest.add"(%x, %x) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
  "coretest.br"()[^m] : () -> ()
^m:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Nested region: a use inside `coretest.region` of a value defined later in
// the parent block.
"coretest.func"() <{sym_name = "nested_later"}> ({
  "coretest.region"() ({
    %y = "coretest.add"(%x, %x) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
    "coretest.return"() : () -> ()
  }) : () -> ()
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in a parent region)}}
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Two levels of nesting: still "a parent region".
"coretest.func"() <{sym_name = "nested_twice"}> ({
  "coretest.region"() ({
    "coretest.region"() ({
      %y = "coretest.add"(%x, %x) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
      "coretest.return"() : () -> ()
    }) : () -> ()
    "coretest.return"() : () -> ()
  }) : () -> ()
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in a parent region)}}
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Nested region in one arm of a diamond using a value of the other arm.
"coretest.func"() <{sym_name = "nested_sibling_arm"}> ({
^bb0(%c: i1):
  "coretest.cond_br"(%c)[^a, ^b] <{true_count = 0}> : (i1) -> ()
^a:
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in a parent region)}}
  "coretest.br"()[^m] : () -> ()
^b:
  "coretest.region"() ({
    %y = "coretest.add"(%x, %x) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.br"()[^m] : () -> ()
^m:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A block argument of a block that does not dominate the use; the note
// points at the op owning the region.
// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
"coretest.func"() <{sym_name = "block_arg"}> ({
^bb0(%c: i1):
  "coretest.cond_br"(%c, %c)[^a, ^b] <{true_count = 1}> : (i1, i1) -> ()
^a(%arg: i1):
  "coretest.br"()[^m] : () -> ()
^b:
  %y = "coretest.cast"(%arg) : (i1) -> i32 // expected-error {{operand #0 does not dominate this use}}
  "coretest.br"()[^m] : () -> ()
^m:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The same, used inside a nested region: the note still points at the func.
// expected-note @+1 {{operand defined as a block argument (block #1 in a parent region)}}
"coretest.func"() <{sym_name = "block_arg_nested"}> ({
^bb0(%c: i1):
  "coretest.cond_br"(%c, %c)[^a, ^b] <{true_count = 1}> : (i1, i1) -> ()
^a(%arg: i1):
  "coretest.br"()[^m] : () -> ()
^b:
  "coretest.region"() ({
    %y = "coretest.cast"(%arg) : (i1) -> i32 // expected-error {{operand #0 does not dominate this use}}
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.br"()[^m] : () -> ()
^m:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A reachable use of a value defined in an unreachable block.
"coretest.func"() <{sym_name = "def_unreachable"}> ({
  "coretest.br"()[^live] : () -> ()
^dead:
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same region)}}
  "coretest.br"()[^live] : () -> ()
^live:
  %y = "coretest.add"(%x, %x) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: uses in an unreachable block are not checked.
"coretest.func"() <{sym_name = "use_unreachable"}> ({
  "coretest.return"() : () -> ()
^dead:
  %y = "coretest.add"(%x, %x) : (i32, i32) -> i32
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  "coretest.br"()[^dead] : () -> ()
}) : () -> ()

// -----

// But the regions nested in an unreachable block are checked: their entry
// block is reachable in its own region.
"coretest.func"() <{sym_name = "nested_in_unreachable"}> ({
  "coretest.return"() : () -> ()
^dead:
  "coretest.region"() ({
    %z = "coretest.add"(%w, %w) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
    "coretest.return"() : () -> ()
  }) : () -> ()
  %w = "coretest.constant"() <{value = 2 : i32}> : () -> i32 // expected-note {{operand defined here (op in a parent region)}}
  "coretest.br"()[^dead] : () -> ()
}) : () -> ()

// -----

// Passing: a definition in the entry block dominates every block, the
// nested regions in them included; a block argument dominates its block.
"coretest.func"() <{sym_name = "valid_cfg"}> ({
^bb0(%c: i1):
  %x = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  "coretest.cond_br"(%c, %x, %x)[^a, ^b] <{true_count = 1}> : (i1, i32, i32) -> ()
^a(%p: i32):
  %s = "coretest.add"(%p, %x) : (i32, i32) -> i32
  "coretest.br"(%s)[^m] : (i32) -> ()
^b(%q: i32):
  "coretest.region"() ({
    %t = "coretest.add"(%q, %x) : (i32, i32) -> i32
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.br"(%q)[^m] : (i32) -> ()
^m(%r: i32):
  %u = "coretest.add"(%r, %x) : (i32, i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: in a graph region a value may be used before its definition, by
// itself, and inside the regions of its own defining op.
"coretest.graph"() ({
  %a = "coretest.add"(%later, %later) : (i32, i32) -> i32
  %later = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  %self = "coretest.add"(%self, %a) : (i32, i32) -> i32
  %r = "coretest.region"() ({
    %s = "coretest.add"(%r, %later2) : (i32, i32) -> i32
    "coretest.return"() : () -> ()
  }) : () -> i32
  %later2 = "coretest.constant"() <{value = 2 : i32}> : () -> i32
}) : () -> ()

// -----

// An SSA region nested in a graph region still needs defs before uses.
"coretest.graph"() ({
  "coretest.region"() ({
    %a = "coretest.add"(%y, %y) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
    %y = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same block)}}
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A graph region holds at most one block.
// expected-error @+1 {{'coretest.graph' op expects graph region #0 to have 0 or 1 blocks}}
"coretest.graph"() ({
^bb0:
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
^bb1:
  %b = "coretest.constant"() <{value = 2 : i32}> : () -> i32
}) : () -> ()
