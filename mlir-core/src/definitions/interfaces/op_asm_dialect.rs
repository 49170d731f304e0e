//! `OpAsmDialectInterface`: what a dialect adds to the textual form of
//! values it may not even define — today the alias names of types and
//! attributes (MLIR's `OpAsmDialectInterface::getAlias`). The printer's
//! alias pass asks every registered dialect's model, in registration order
//! (see `dialect_alias` for who wins and how names are sanitized).

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::dialect_alias::{AliasResult, AliasSource};

/// A dialect's say in how values print: alias names for types and
/// attributes, which the printer defines once at the top of the output
/// (`!name = …`, `#name = …`) and uses in their place.
#[interface(dialect)]
pub trait OpAsmDialectInterface {
    /// The alias of `ty`, if the dialect gives it one.
    fn type_alias(&self, ctx: &Context, ty: Type) -> AliasResult {
        let _ = (ctx, ty);
        AliasResult::NoAlias
    }

    /// The alias of `attr` (locations included), if the dialect gives it
    /// one.
    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
        let _ = (ctx, attr);
        AliasResult::NoAlias
    }
}

impl AliasSource for &'static dyn OpAsmDialectInterfaceModel {
    fn type_alias(&self, ctx: &Context, ty: Type) -> AliasResult {
        (**self).type_alias(ctx, ty)
    }

    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
        (**self).attr_alias(ctx, attr)
    }
}

/// The alias sources of the registered dialects that implement the
/// interface, in registration order (what the printer asks).
pub fn alias_sources(ctx: &Context) -> Vec<Box<dyn AliasSource>> {
    ctx.dialect_interfaces_in_order::<dyn OpAsmDialectInterfaceModel>()
        .into_iter()
        .map(|model| Box::new(model) as Box<dyn AliasSource>)
        .collect()
}
