// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// Branches on the coretest dialect: successor operand counts and types
// through `BranchOpInterface` (`coretest.br` forwards every operand,
// `coretest.cond_br` forwards `true_count` operands after its condition to
// successor #0 and the rest to successor #1), the `cond_br` condition type
// and `true_count` invariants and their order (ODS order: attributes, then
// operand types, then the branch interface), and successor/operand/result
// count traits. Wording checked against mlir-opt-22 on cf.br/cf.cond_br,
// func.return, arith.cmpi and arith.constant.

"coretest.func"() <{sym_name = "br_too_many"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "coretest.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "br_too_few"}> ({
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  "coretest.br"()[^bb1] : () -> ()
^bb1(%x: i32):
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "br_type_mismatch"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #0}}
  "coretest.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i64):
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// `true_count = 0`: the operand after the condition goes to successor #1.
"coretest.func"() <{sym_name = "cond_br_false_count"}> ({
^bb0(%c: i1, %a: i32):
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  "coretest.cond_br"(%c, %a)[^bb1, ^bb2] <{true_count = 0}> : (i1, i32) -> ()
^bb1:
  "coretest.return"() : () -> ()
^bb2:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// `true_count = 2` while the first successor takes one argument.
"coretest.func"() <{sym_name = "cond_br_true_count"}> ({
^bb0(%c: i1, %a: i32):
  // expected-error @+1 {{branch has 2 operands for successor #0, but target block has 1}}
  "coretest.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{true_count = 2}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "coretest.return"() : () -> ()
^bb2(%y: i32):
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Types are checked per successor, indices counted within the successor.
"coretest.func"() <{sym_name = "cond_br_type_mismatch"}> ({
^bb0(%c: i1, %a: i32):
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #1}}
  "coretest.cond_br"(%c, %a, %a, %c)[^bb1, ^bb2] <{true_count = 1}> : (i1, i32, i32, i1) -> ()
^bb1(%x: i32):
  "coretest.return"() : () -> ()
^bb2(%y: i32, %z: i32):
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cond_br_condition"}> ({
^bb0(%c: i32):
  // expected-error @+1 {{'coretest.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "coretest.cond_br"(%c)[^bb1, ^bb2] <{true_count = 0}> : (i32) -> ()
^bb1:
  "coretest.return"() : () -> ()
^bb2:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The condition type (an invariant) is checked before the successor
// operands (the branch interface).
"coretest.func"() <{sym_name = "cond_br_condition_first"}> ({
^bb0(%c: i32):
  // expected-error @+1 {{'coretest.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "coretest.cond_br"(%c, %c)[^bb1, ^bb2] <{true_count = 1}> : (i32, i32) -> ()
^bb1:
  "coretest.return"() : () -> ()
^bb2:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cond_br_no_true_count"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'coretest.cond_br' op requires attribute 'true_count'}}
  "coretest.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "coretest.return"() : () -> ()
^bb2:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// As in ODS-generated verifiers, a missing required attribute is reported
// before operand type constraints (mlir-opt: `"arith.cmpi"(%f, %f)` on f32
// without `predicate` reports "requires attribute 'predicate'").
"coretest.func"() <{sym_name = "cond_br_attr_before_operand"}> ({
^bb0(%c: i32):
  // expected-error @+1 {{'coretest.cond_br' op requires attribute 'true_count'}}
  "coretest.cond_br"(%c)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "coretest.return"() : () -> ()
^bb2:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// coretest-specific constraint: `true_count` indexes the operands.
"coretest.func"() <{sym_name = "cond_br_true_count_range"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'coretest.cond_br' op attribute 'true_count' failed to satisfy constraint: non-negative integer less than the operand count}}
  "coretest.cond_br"(%c)[^bb1, ^bb2] <{true_count = 3}> : (i1) -> ()
^bb1:
  "coretest.return"() : () -> ()
^bb2:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cond_br_no_operand"}> ({
  // expected-error @+1 {{'coretest.cond_br' op expected 1 or more operands, but found 0}}
  "coretest.cond_br"()[^bb1, ^bb1] <{true_count = 0}> : () -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "br_two_successors"}> ({
  // expected-error @+1 {{'coretest.br' op requires 1 successor but found 2}}
  "coretest.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "br_no_successor"}> ({
  // expected-error @+1 {{'coretest.br' op requires 1 successor but found 0}}
  "coretest.br"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cond_br_one_successor"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'coretest.cond_br' op requires 2 successors but found 1}}
  "coretest.cond_br"(%c)[^bb1] <{true_count = 0}> : (i1) -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cond_br_three_successors"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'coretest.cond_br' op requires 2 successors but found 3}}
  "coretest.cond_br"(%c)[^bb1, ^bb1, ^bb1] <{true_count = 0}> : (i1) -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "return_successor"}> ({
  // expected-error @+1 {{'coretest.return' op requires 0 successors but found 1}}
  "coretest.return"()[^bb1] : () -> ()
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cond_br_result"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'coretest.cond_br' op requires zero results}}
  %r = "coretest.cond_br"(%c)[^bb1, ^bb1] <{true_count = 0}> : (i1) -> i32
^bb1:
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: operands forwarded with matching counts and types, loops
// included.
"coretest.func"() <{sym_name = "valid_branches"}> ({
^bb0(%c: i1, %a: i32, %f: f32):
  "coretest.cond_br"(%c, %a, %f, %a)[^bb1, ^bb2] <{true_count = 2}> : (i1, i32, f32, i32) -> ()
^bb1(%x: i32, %y: f32):
  "coretest.br"(%x)[^bb2] : (i32) -> ()
^bb2(%z: i32):
  "coretest.cond_br"(%c, %z)[^bb2, ^bb3] <{true_count = 1}> : (i1, i32) -> ()
^bb3:
  "coretest.return"() : () -> ()
}) : () -> ()
