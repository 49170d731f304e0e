//! The verifiers of the builtin attribute kinds (MLIR's
//! `BuiltinAttributes.cpp` `verify` functions), with mlir-opt's messages
//! where it has them: what `get_checked` of [`IntegerAttr`], [`FloatAttr`]
//! and [`DictionaryAttr`] report.
//!
//! [`IntegerAttr`]: crate::context::builtin::attributes::IntegerAttr
//! [`FloatAttr`]: crate::context::builtin::attributes::FloatAttr
//! [`DictionaryAttr`]: crate::context::builtin::attributes::DictionaryAttr

use std::cmp::Ordering;

use crate::context::Context;
use crate::context::builtin::attributes::{FloatBits, NamedAttr};
use crate::context::builtin::types::{Type, TypeData};
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
