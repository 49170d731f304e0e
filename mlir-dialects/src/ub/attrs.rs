//! `#ub.poison`, the one attribute of `ub`, written by hand as a dialect
//! attribute (it has no parameters), and `PoisonAttrInterface`, the
//! attribute constraint of `ub.poison`'s `value`.
//!
//! Upstream, `PoisonAttrInterface` is an attribute interface that other
//! dialects may implement to describe partly poisoned values; here only
//! `#ub.poison` (the fully poisoned value) satisfies it.

use std::borrow::Cow;

use mlir_core::asm::custom::AttrParamSyntax;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::constraints::AttrConstraint;
use mlir_core::dialect_attr::{AttrDef, DialectAttr};
use mlir_core::enum_attr::DialectAttrKind;
use mlir_core::{Attribute, Context};

/// `#ub.poison`: the value is poison, in full. Also spelled `#ub<poison>`.
pub struct PoisonAttr;

/// Nothing follows the mnemonic.
fn parse_poison(p: &mut Parser<'_>, def: &'static AttrDef) -> PResult<Attribute> {
    Ok(p.context().dialect_attr(def, Vec::new()))
}

/// Nothing follows the mnemonic.
fn print_poison(_p: &mut AsmPrinter<'_>, _attr: &DialectAttr) {}

static POISON_DEF: AttrDef = AttrDef::new(
    "ub",
    "poison",
    "PoisonAttr",
    &AttrParamSyntax { parse: parse_poison, print: print_poison },
);

impl DialectAttrKind for PoisonAttr {
    const ATTR_DEF: &'static AttrDef = &POISON_DEF;
}

impl PoisonAttr {
    /// The `#ub.poison` attribute.
    pub fn get(ctx: &Context) -> Attribute {
        ctx.dialect_attr(&POISON_DEF, Vec::new())
    }

    /// Whether `attr` is `#ub.poison`.
    pub fn is(ctx: &Context, attr: Attribute) -> bool {
        attr.params_of(ctx, &POISON_DEF).is_some()
    }
}

/// Attributes that describe a poison value (ODS's `PoisonAttrInterface`
/// as an attribute constraint): `#ub.poison`. A property of this
/// constraint stores nothing else, so another attribute is a property
/// conversion error.
pub struct PoisonAttrInterface;
impl AttrConstraint for PoisonAttrInterface {
    type Value<'a> = Attribute;

    fn value(_ctx: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }

    fn to_attr(_ctx: &Context, value: Attribute) -> Attribute {
        value
    }

    fn description() -> Cow<'static, str> {
        Cow::Borrowed("PoisonAttrInterface instance")
    }

    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        PoisonAttr::is(ctx, attr)
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        PoisonAttr::is(ctx, attr)
    }
}
