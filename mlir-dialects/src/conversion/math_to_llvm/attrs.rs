//! What the math lowerings read from the op they replace (MLIR's
//! `AttrConvertFastMathToLLVM` and `opHasUnsupportedFloatingPointTypes`):
//! the attributes the new ops carry — the op's discardable attributes and
//! its `#arith.fastmath` flags as `#llvm.fastmath` flags (converted as
//! the `arith` lowering converts them) — and whether the
//! op works on a float type that LLVM lowers to an integer.

use mlir_core::conversion::TypeConverter;
use mlir_core::ir::{IrView, Op};
use mlir_core::{Attribute, Context, Type, TypeData};

use crate::arith::FastMathFlags;
use crate::conversion::arith_to_llvm::llvm_fastmath;

/// The attributes an `llvm` op replacing `op` carries: `op`'s discardable
/// attributes, then, when `op` has `#arith.fastmath` flags, the same flags
/// as `fastmathFlags`.
pub fn carried_attrs(ir: &IrView, op: Op) -> Vec<(String, Attribute)> {
    let ctx = ir.ctx();
    let mut attrs: Vec<(String, Attribute)> =
        op.attrs(ir).iter().map(|a| (a.name.as_str(ctx).to_string(), a.value)).collect();
    if let Some(flags) =
        op.inherent_attr(ir, "fastmath").and_then(|attr| FastMathFlags::from_attr(ctx, attr))
    {
        attrs.push(("fastmathFlags".to_string(), llvm_fastmath(flags).attr(ctx)));
    }
    attrs
}

/// `attrs` as `build_named` takes them.
pub fn borrowed(attrs: &[(String, Attribute)]) -> Vec<(&str, Attribute)> {
    attrs.iter().map(|(name, value)| (name.as_str(), *value)).collect()
}

/// Whether an operand or a result of `op` has a float type (or a shaped
/// type of floats) that `converter` does not lower to a float: such ops
/// are left for another lowering, as upstream's math patterns do.
pub fn has_unsupported_float(ir: &IrView, op: Op, converter: &TypeConverter) -> bool {
    let ctx = ir.ctx();
    let types: Vec<Type> =
        op.operands(ir).map(|v| v.ty(ir)).chain(op.results(ir).map(|v| v.ty(ir))).collect();
    types.into_iter().any(|ty| is_unsupported_float(ctx, converter, ty))
}

fn is_unsupported_float(ctx: &Context, converter: &TypeConverter, ty: Type) -> bool {
    let element = match ty.data(ctx) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    if !matches!(element.data(ctx), TypeData::Float(_)) {
        return false;
    }
    !converter
        .convert_type_1to1(ctx, element)
        .is_some_and(|converted| matches!(converted.data(ctx), TypeData::Float(_)))
}
