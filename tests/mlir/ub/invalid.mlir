// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// ub errors: ub.poison's `value` (not a poison attribute, as a property, a
// parse-time conversion error, or in the attribute dictionary, a
// parse-time constraint error), its result, operand and region counts; the
// #ub.poison attribute's syntax (unknown mnemonics, a string or nothing
// where the mnemonic goes, an unbalanced `<`); ub.unreachable in the middle
// of a block, with results, operands or successors.

// An integer as the value, as a property.
// expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
%0 = "ub.poison"() <{value = 1 : i32}> : () -> i32

// -----

// A unit attribute as the value, as a property.
// expected-error @+1 {{invalid properties {value} for op ub.poison: Invalid attribute `value` in property conversion: unit}}
%0 = "ub.poison"() <{value}> : () -> f32

// -----

// An integer as the value, in the attribute dictionary.
// expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
%0 = "ub.poison"() {value = 1 : i32} : () -> i32

// -----

// Another dialect's attribute as the value, in the attribute dictionary.
// expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
%0 = "ub.poison"() {value = #arith.fastmath<fast>} : () -> f32

// -----

// No result.
// expected-error @+1 {{'ub.poison' op requires one result}}
"ub.poison"() : () -> ()

// -----

// Two results.
// expected-error @+1 {{'ub.poison' op requires one result}}
%0:2 = "ub.poison"() : () -> (i32, i32)

// -----

// An operand.
%a = "ub.poison"() : () -> i32
// expected-error @+1 {{'ub.poison' op requires zero operands}}
%0 = "ub.poison"(%a) : (i32) -> i32

// -----

// A region.
// expected-error @+1 {{'ub.poison' op requires zero regions}}
%0 = "ub.poison"() ({
}) : () -> i32

// -----

// An unknown attribute of ub.
// expected-error @+1 {{unknown attribute `foo` in dialect `ub`}}
%0 = "ub.poison"() <{value = #ub.foo}> : () -> i32

// -----

// Mnemonics are case-sensitive.
// expected-error @+1 {{unknown attribute `Poison` in dialect `ub`}}
"t.op"() {a = #ub.Poison} : () -> ()

// -----

// A string where the mnemonic goes.
// expected-error @+1 {{expected valid keyword}}
%0 = "ub.poison"() <{value = #ub<"poison">}> : () -> i32

// -----

// Nothing where the mnemonic goes.
// expected-error @+1 {{expected valid keyword}}
%0 = "ub.poison"() <{value = #ub<>}> : () -> i32

// -----

// An unbalanced `<` after the mnemonic.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
%0 = "ub.poison"() <{value = #ub.poison<}> : () -> i32

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_not_last"}> ({
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  "ub.unreachable"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_result"}> ({
  // expected-error @+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> i32
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "unreachable_operand"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (i32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_successor"}> ({
  // expected-error @+1 {{'ub.unreachable' op requires 0 successors but found 1}}
  "ub.unreachable"()[^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
