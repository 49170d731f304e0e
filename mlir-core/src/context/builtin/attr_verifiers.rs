//! The verifiers of the builtin attribute kinds (MLIR's
//! `BuiltinAttributes.cpp` `verify` functions), with mlir-opt's messages
//! where it has them: what `get_checked` of [`IntegerAttr`], [`FloatAttr`],
//! [`DictionaryAttr`] and [`OpaqueAttr`] report. The attributes of many
//! elements have theirs in `elements_verifiers.rs`.
//!
//! [`IntegerAttr`]: crate::context::builtin::attributes::IntegerAttr
//! [`FloatAttr`]: crate::context::builtin::attributes::FloatAttr
//! [`DictionaryAttr`]: crate::context::builtin::attributes::DictionaryAttr
//! [`OpaqueAttr`]: crate::context::builtin::attributes::OpaqueAttr

use std::cmp::Ordering;

use crate::context::builtin::attributes::{FloatBits, NamedAttr};
use crate::context::builtin::types::{Type, TypeData};
use crate::context::display_hooks::type_text;
use crate::context::{Context, Identifier};
use crate::support::apint::APInt;

/// The width of an index value's storage (MLIR's
/// `IndexType::kInternalStorageBitWidth`).
pub const INDEX_STORAGE_WIDTH: u32 = 64;

/// `42 : i32`: the value is as wide as an integer type, or 64 bits for
/// `index`.
pub(crate) fn verify_integer_attr(ctx: &Context, ty: &Type, value: &APInt) -> Result<(), String> {
    match *ty.data(ctx) {
        TypeData::Integer { width, .. } if width != value.width() => Err(format!(
            "integer type bit width ({width}) doesn't match value bit width ({})",
            value.width()
        )),
        TypeData::Integer { .. } => Ok(()),
        TypeData::Index if value.width() != INDEX_STORAGE_WIDTH => Err(format!(
            "value bit width ({}) doesn't match index type internal storage bit width ({INDEX_STORAGE_WIDTH})",
            value.width()
        )),
        TypeData::Index => Ok(()),
        _ => Err("expected integer or index type".into()),
    }
}

/// `1.5 : f32`: a float type, and bits that fit its format.
pub(crate) fn verify_float_attr(ctx: &Context, ty: &Type, bits: &FloatBits) -> Result<(), String> {
    let TypeData::Float(kind) = *ty.data(ctx) else {
        return Err("expected floating point type".into());
    };
    let width = kind.bit_width();
    if width < 128 && bits.get() >> width != 0 {
        return Err("FloatAttr type doesn't match the type implied by its value".into());
    }
    Ok(())
}

/// `{a = 1, b}`: entries sorted by their names' bytes, each name once
/// (`Context::dictionary_attr` sorts and deduplicates; the handle's `get`
/// takes them as stored).
pub(crate) fn verify_dictionary(ctx: &Context, entries: &[NamedAttr]) -> Result<(), String> {
    for pair in entries.windows(2) {
        let (earlier, later) = (ctx.ident_str(pair[0].name), ctx.ident_str(pair[1].name));
        match crate::support::text_bytes::cmp(earlier, later) {
            Ordering::Less => {}
            Ordering::Equal => {
                return Err(format!("duplicate key '{later}' in dictionary attribute"));
            }
            Ordering::Greater => {
                return Err(format!(
                    "dictionary entries must be sorted by name: '{later}' comes after '{earlier}'"
                ));
            }
        }
    }
    Ok(())
}

/// `#dialect<"data"> : type` (MLIR's `OpaqueAttr::verify`): a valid
/// namespace, of a dialect that is loaded unless the context allows
/// unregistered ones.
pub(crate) fn verify_opaque_attr(
    ctx: &Context,
    dialect: &Identifier,
    data: &str,
    ty: &Option<Type>,
) -> Result<(), String> {
    let namespace = ctx.ident_str(*dialect);
    if !is_valid_dialect_namespace(namespace) {
        return Err(format!("invalid dialect namespace '{namespace}'"));
    }
    let loaded = || ctx.registrations.read().dialects.iter().any(|d| d.name == namespace);
    if !ctx.allows_unregistered_dialects() && !loaded() {
        let ty = type_text(ctx, ty.unwrap_or_else(|| ctx.none_type()));
        return Err(format!(
            "#{namespace}<\"{data}\"> : {ty} attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
        ));
    }
    Ok(())
}

/// MLIR's `Dialect::isValidNamespace`: empty, or a letter or `_` followed
/// by letters, digits, `_` and `$`.
fn is_valid_dialect_namespace(namespace: &str) -> bool {
    let mut chars = namespace.chars();
    match chars.next() {
        None => true,
        Some(first) => {
            (first.is_ascii_alphabetic() || first == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        }
    }
}
