//! Ops declared inside `macro_rules!`, with fields whose tokens come from
//! the macro's parameters and from an outer macro: the generated code must
//! resolve its own names (`ir`, `ctx`, `builder`) whatever hygiene context
//! the field's tokens carry.

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::constraints::{AnyType, I64Attr};
use mlir_core::{Context, verify};
use mlir_derive::{dialect, op};

#[dialect(name = "hyg", ops = [FromParamsOp, FromOuterOp])]
pub struct Hyg;

/// Declares an op whose fields after the operand are the macro's input.
macro_rules! op_with_fields {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, [$($field:tt)*]) => {
        $(#[$doc])*
        #[op(dialect = Hyg, name = $mnemonic, format = "$x (`flag` $flag^)? attr-dict `:` type($x)")]
        pub struct $name {
            #[operand]
            x: AnyType,
            $($field)*
        }
    };
}

op_with_fields! {
    /// Its defaulted attribute comes from the macro's parameters.
    FromParamsOp = "params", [#[attr(default = 3, value = i64)] flag: I64Attr,]
}

/// Passes a field written here through `op_with_fields!`.
macro_rules! outer {
    ($name:ident = $mnemonic:literal) => {
        op_with_fields! {
            /// Its defaulted attribute comes from an outer macro.
            $name = $mnemonic, [#[attr(default = |ctx| ctx.integer_attr_i64(ctx.integer_type(64), 4), value = i64)] flag: I64Attr,]
        }
    };
}
outer!(FromOuterOp = "outer");

#[test]
fn ops_declared_by_nested_macros_parse_verify_and_print() {
    let ctx = Arc::new(Context::new());
    Hyg::register(&ctx);
    let src = "%0 = \"test.v\"() : () -> i32\nhyg.params %0 flag 5 : i32\nhyg.outer %0 : i32\n";
    ctx.set_allow_unregistered_dialects(true);
    let file = parse_source(ctx.clone(), src, &ParseConfig::new("t.mlir")).expect("parses");
    assert_eq!(verify::verify(&file.ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    let printed = print_ir(&file.ir, &PrintOptions::new());
    assert_eq!(
        printed,
        "module {\n  %0 = \"test.v\"() : () -> i32\n  hyg.params %0 flag 5 : i32\n  hyg.outer %0 : i32\n}\n\n"
    );
    let generic = print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() });
    assert!(generic.contains("\"hyg.outer\"(%0) <{flag = 4 : i64}>"), "{generic}");
}
