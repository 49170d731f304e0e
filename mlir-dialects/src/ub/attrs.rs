//! `#ub.poison`, the one attribute of `ub` (`#[attr_def]`, without
//! parameters), and `PoisonAttrInterface`, the attribute constraint of
//! `ub.poison`'s `value`.
//!
//! Upstream, `PoisonAttrInterface` is an attribute interface that other
//! dialects may implement to describe partly poisoned values; here only
//! `#ub.poison` (the fully poisoned value) satisfies it.

use std::borrow::Cow;

use mlir_core::semantics::constraints::AttrConstraint;
use mlir_core::{Attribute, Context};
use mlir_derive::attr_def;

use super::Ub;

/// `#ub.poison`: the value is poison, in full. Also spelled `#ub<poison>`.
#[attr_def(dialect = Ub, mnemonic = "poison")]
pub struct PoisonAttr;

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
        PoisonAttr::isa(ctx, attr)
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        PoisonAttr::isa(ctx, attr)
    }
}
