//! Mistake: alias hooks whose signatures are not `fn(&Context, Type) ->
//! AliasResult` and `fn(&Context, Attribute) -> AliasResult` (the type
//! hook takes an attribute, the attribute hook returns a string).
use mlir_core::dialect_alias::AliasResult;
use mlir_core::{Attribute, Context};
use mlir_derive::dialect;

fn type_alias(_ctx: &Context, _attr: Attribute) -> AliasResult {
    AliasResult::NoAlias
}

fn attr_alias(_ctx: &Context, _attr: Attribute) -> String {
    String::new()
}

#[dialect(name = "d", ops = [], type_alias = type_alias, attr_alias = crate::attr_alias)]
pub struct D;

fn main() {}
