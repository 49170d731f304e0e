// RUN: --allow-unregistered-dialect --split-input-file
// The cases of tests/mlir/ub/invalid.mlir without their annotations:
// mlir-opt's complete diagnostics (notes, locations, the printed ops) byte
// for byte.

// ub errors: ub.poison's `value` (not a poison attribute, as a property, a
// parse-time conversion error, or in the attribute dictionary, a
// parse-time constraint error), its result, operand and region counts; the
// #ub.poison attribute's syntax (unknown mnemonics, a string or nothing
// where the mnemonic goes, an unbalanced `<`); ub.unreachable in the middle
// of a block, with results, operands or successors.

// An integer as the value, as a property.
%0 = "ub.poison"() <{value = 1 : i32}> : () -> i32

// -----

// A unit attribute as the value, as a property.
%0 = "ub.poison"() <{value}> : () -> f32

// -----

// An integer as the value, in the attribute dictionary.
%0 = "ub.poison"() {value = 1 : i32} : () -> i32

// -----

// Another dialect's attribute as the value, in the attribute dictionary.
%0 = "ub.poison"() {value = #arith.fastmath<fast>} : () -> f32

// -----

// No result.
"ub.poison"() : () -> ()

// -----

// Two results.
%0:2 = "ub.poison"() : () -> (i32, i32)

// -----

// An operand.
%a = "ub.poison"() : () -> i32
%0 = "ub.poison"(%a) : (i32) -> i32

// -----

// A region.
%0 = "ub.poison"() ({
}) : () -> i32

// -----

// An unknown attribute of ub.
%0 = "ub.poison"() <{value = #ub.foo}> : () -> i32

// -----

// Mnemonics are case-sensitive.
"t.op"() {a = #ub.Poison} : () -> ()

// -----

// A string where the mnemonic goes.
%0 = "ub.poison"() <{value = #ub<"poison">}> : () -> i32

// -----

// Nothing where the mnemonic goes.
%0 = "ub.poison"() <{value = #ub<>}> : () -> i32

// -----

// An unbalanced `<` after the mnemonic.
%0 = "ub.poison"() <{value = #ub.poison<}> : () -> i32

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_not_last"}> ({
  "ub.unreachable"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_result"}> ({
  %0 = "ub.unreachable"() : () -> i32
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "unreachable_operand"}> ({
^bb0(%x: i32):
  "ub.unreachable"(%x) : (i32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_successor"}> ({
  "ub.unreachable"()[^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
