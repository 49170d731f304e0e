//! `#[op_fields]` groups: an op including groups behaves as the same op
//! with the groups' fields written in place (parsing, printing in both
//! forms, verification, accessors, the builder's parameters), and the
//! groups' types resolve in the groups' module, which the op's does not
//! import.

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{Builder, InsertPoint};
use mlir_core::semantics::constraints::{AnyType, I64Attr, UnitAttr, Variadic};
use mlir_core::{Context, verify};
use mlir_derive::{dialect, op};

/// The groups, in a module of their own with private imports.
mod groups {
    use mlir_core::semantics::constraints::{AnyType, I64Attr, UnitAttr, Variadic};
    use mlir_derive::op_fields;

    /// An access's flags.
    #[op_fields]
    pub(crate) struct Flags {
        /// The access's alignment.
        #[attr(default = 8, value = i64)]
        align: I64Attr,
        #[attr(rename = "isVolatile")]
        volatile: Option<UnitAttr>,
    }

    /// The operands after the address.
    #[op_fields]
    pub(super) struct Extra {
        #[operand]
        rest: Variadic<AnyType>,
    }
}

#[dialect(name = "grp", ops = [GroupedOp, InPlaceOp])]
pub struct Grp;

/// The op with groups, in a module that imports none of their types.
mod with_groups {
    use mlir_core::semantics::constraints::AnyType;
    use mlir_derive::op;

    use super::Grp;
    use super::groups::Flags;

    /// Includes two groups.
    #[op(
        dialect = Grp,
        name = "grouped",
        format = "$addr (`volatile` $isVolatile^)? attr-dict `:` type($addr) (`,` $rest^ `:` type($rest))?"
    )]
    pub struct GroupedOp {
        #[operand]
        addr: AnyType,
        #[fields]
        flags: Flags,
        #[fields]
        extra: super::groups::Extra,
    }
}
use with_groups::GroupedOp;

/// The same op, its fields written in place.
#[op(
    dialect = Grp,
    name = "in_place",
    format = "$addr (`volatile` $isVolatile^)? attr-dict `:` type($addr) (`,` $rest^ `:` type($rest))?"
)]
pub struct InPlaceOp {
    #[operand]
    addr: AnyType,
    /// The access's alignment.
    #[attr(default = 8, value = i64)]
    align: I64Attr,
    #[attr(rename = "isVolatile")]
    volatile: Option<UnitAttr>,
    #[operand]
    rest: Variadic<AnyType>,
}

/// `text` with `NAME` standing for the op's name, parsed, verified and
/// printed in the custom and the generic form, with the op's name put back.
fn round_trip(name: &str, text: &str) -> Result<(String, String), String> {
    let ctx = Arc::new(Context::new());
    Grp::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let text = text.replace("NAME", name);
    let file = parse_source(ctx, &text, &ParseConfig::new("t.mlir"))
        .map_err(|d| d[0].message.replace(name, "NAME"))?;
    verify::verify(&file.ir, file.module()).map_err(|d| d[0].message.replace(name, "NAME"))?;
    let custom = print_ir(&file.ir, &PrintOptions::new());
    let generic = print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() });
    Ok((custom.replace(name, "NAME"), generic.replace(name, "NAME")))
}

#[test]
fn an_op_with_groups_behaves_as_with_the_fields_in_place() {
    let cases = [
        "%p = \"t.p\"() : () -> i32\ngrp.NAME %p : i32\n",
        "%p = \"t.p\"() : () -> i32\ngrp.NAME %p volatile {align = 4 : i64} : i32, %p, %p : i32, i32\n",
        "%p = \"t.p\"() : () -> i32\n\"grp.NAME\"(%p) <{align = 16 : i64, isVolatile}> : (i32) -> ()\n",
        // Invalid: the group's attributes are checked as the op's own.
        "%p = \"t.p\"() : () -> i32\n\"grp.NAME\"(%p) <{align = 1 : i32}> : (i32) -> ()\n",
        "%p = \"t.p\"() : () -> i32\n\"grp.NAME\"(%p) <{isVolatile = 1 : i64}> : (i32) -> ()\n",
    ];
    for case in cases {
        let grouped = round_trip("grouped", case);
        assert_eq!(grouped, round_trip("in_place", case), "{case}");
        // Every case means something: the valid ones print, the invalid
        // ones fail.
        assert!(grouped.is_ok() != case.contains("1 : i"), "{case}: {grouped:?}");
    }
}

#[test]
fn the_groups_fields_have_the_accessors_and_the_builder_parameters_in_place() {
    let ctx = Arc::new(Context::new());
    Grp::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut file =
        parse_source(ctx.clone(), "%p = \"t.p\"() : () -> i32\n", &ParseConfig::new("t.mlir"))
            .expect("parses");
    let module = file.module();
    let first =
        module.region(&file.ir, 0).first_block(&file.ir).unwrap().first_op(&file.ir).unwrap();
    let p = first.result(&file.ir, 0);
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(&mut file.ir, InsertPoint::After(first));
    // The same arguments in the same order: operands and attributes as
    // declared (the defaulted `align` last, as an `Option`).
    let grouped = GroupedOp::build(&mut b, loc, p, true, &[p], Some(4));
    let in_place = InPlaceOp::build(&mut b, loc, p, true, &[p], Some(4));
    assert_eq!((grouped.align(&b), grouped.volatile(&b)), (4, true));
    assert_eq!((in_place.align(&b), in_place.volatile(&b)), (4, true));
    assert_eq!(grouped.rest(&b).collect::<Vec<_>>(), vec![p]);
    grouped.set_volatile(&mut b, false);
    assert!(!grouped.volatile(&b));
    assert_eq!(grouped.as_op().name(&b).as_str(&ctx), "grp.grouped");
}
