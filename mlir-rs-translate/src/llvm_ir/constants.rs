//! Attributes to LLVM constants (MLIR's `getLLVMConstant`): integers and
//! floats (splatted over a vector type), dense elements (nested arrays
//! for several dimensions), strings, arrays for arrays and structs, and
//! symbol references to functions.

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::ir::Op;
use mlir_core::{Attribute, Context, TypeData};

use super::capi::{self, TypeKind, Value};
use super::translation::ModuleTranslation;

/// An error about a constant at `op`.
fn error(
    t: &ModuleTranslation<'_, '_>,
    op: Op,
    message: &str,
) -> mlir_core::context::diagnostics::Diagnostic {
    op.emit_error(t.ir(), message)
}

/// An integer constant of `ty` (an integer type) from `value`, sign
/// extended or truncated to its width.
fn int_constant<'m>(ty: capi::Type<'m>, value: &mlir_core::support::apint::APInt) -> Value<'m> {
    let width = ty.int_width();
    let mut words = value.words().to_vec();
    let needed = width.div_ceil(64) as usize;
    let fill = if value.sign_bit() && value.width() < width { u64::MAX } else { 0 };
    if value.width() < width
        && !value.width().is_multiple_of(64)
        && fill != 0
        && let Some(last) = words.last_mut()
    {
        *last |= u64::MAX << (value.width() % 64);
    }
    words.resize(needed.max(1), fill);
    Value::const_int_words(ty, &words)
}

/// A scalar constant of the scalar type `ty` from an integer or float
/// attribute.
fn scalar<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    ty: capi::Type<'m>,
    attr: Attribute,
) -> Result<Value<'m>, mlir_core::context::diagnostics::Diagnostic> {
    let ctx: &Context = t.ctx();
    match attr.data(ctx) {
        AttrData::Integer { value, .. } if ty.kind() == TypeKind::Integer => {
            Ok(int_constant(ty, value))
        }
        AttrData::Float { bits, ty: fty } if ty.kind() == TypeKind::Float => {
            let width = match fty.data(ctx) {
                TypeData::Float(kind) => kind.bit_width(),
                _ => 64,
            };
            let int_ty = t.module().int_type(width);
            Ok(Value::const_float_bits(ty, int_ty, bits.get()))
        }
        AttrData::Integer { .. } | AttrData::Float { .. } => {
            Err(error(t, op, "FloatAttr does not match expected type of the constant"))
        }
        _ => Err(error(t, op, "unsupported constant value")),
    }
}

/// The constant of LLVM type `ty` that `attr` describes, at `op` for
/// errors.
pub fn constant<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    ty: capi::Type<'m>,
    attr: Attribute,
) -> Result<Value<'m>, mlir_core::context::diagnostics::Diagnostic> {
    let ctx: &Context = t.ctx();
    let data = attr.data(ctx);
    match (ty.kind(), data) {
        (TypeKind::Integer | TypeKind::Float, _) => scalar(t, op, ty, attr),
        (
            TypeKind::Vector | TypeKind::ScalableVector,
            AttrData::Integer { .. } | AttrData::Float { .. },
        ) => {
            let element = scalar(t, op, ty.element_type(), attr)?;
            Ok(Value::const_vector(&vec![element; ty.vector_len() as usize]))
        }
        (TypeKind::Pointer, AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
            let name = root.as_str(ctx).to_owned();
            t.lookup_function(&name)
                .ok_or_else(|| error(t, op, "referencing an undefined function"))
        }
        (TypeKind::Array, AttrData::String { value, .. }) => {
            Ok(Value::const_bytes(t.module(), value))
        }
        (_, AttrData::DenseElements { .. }) => {
            let n = dense_len(ctx, attr);
            let mut elements = Vec::with_capacity(n as usize);
            for i in 0..n {
                let e = ctx
                    .dense_element_at(attr, i)
                    .ok_or_else(|| error(t, op, "unsupported constant value"))?;
                elements.push(e);
            }
            let mut next = 0;
            nested(t, op, ty, &elements, &mut next)
        }
        (TypeKind::Array, AttrData::Array(items)) => {
            let items = items.to_vec();
            let element_ty = ty.element_type();
            let values: Result<Vec<_>, _> =
                items.iter().map(|&a| constant(t, op, element_ty, a)).collect();
            Ok(Value::const_array(element_ty, &values?))
        }
        (TypeKind::Struct, AttrData::Array(items)) => {
            let items = items.to_vec();
            let fields = ty.struct_elements();
            if fields.len() != items.len() {
                return Err(error(t, op, "unsupported constant value"));
            }
            let values: Result<Vec<_>, _> =
                items.iter().zip(fields).map(|(&a, f)| constant(t, op, f, a)).collect();
            Ok(Value::const_struct(ty, &values?))
        }
        _ => Err(error(t, op, "unsupported constant value")),
    }
}

/// The number of elements of a dense elements attribute.
fn dense_len(ctx: &Context, attr: Attribute) -> u64 {
    let AttrData::DenseElements { ty, .. } = attr.data(ctx) else { return 0 };
    match ty.data(ctx) {
        TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => {
            shape.iter().map(|&d| d.max(0) as u64).product()
        }
        _ => 0,
    }
}

/// The constant of `ty` (an array of arrays, …, of scalars or vectors)
/// from the flat `elements`, starting at `next`.
fn nested<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    ty: capi::Type<'m>,
    elements: &[Attribute],
    next: &mut usize,
) -> Result<Value<'m>, mlir_core::context::diagnostics::Diagnostic> {
    match ty.kind() {
        TypeKind::Array => {
            let element_ty = ty.element_type();
            let values: Result<Vec<_>, _> =
                (0..ty.array_len()).map(|_| nested(t, op, element_ty, elements, next)).collect();
            Ok(Value::const_array(element_ty, &values?))
        }
        TypeKind::Vector => {
            let element_ty = ty.element_type();
            let values: Result<Vec<_>, _> =
                (0..ty.vector_len()).map(|_| nested(t, op, element_ty, elements, next)).collect();
            Ok(Value::const_vector(&values?))
        }
        _ => {
            let attr =
                *elements.get(*next).ok_or_else(|| error(t, op, "unsupported constant value"))?;
            *next += 1;
            scalar(t, op, ty, attr)
        }
    }
}
