//! The LLVM dialect's constants: `llvm.mlir.constant` and the value-less
//! `llvm.mlir.undef`, `llvm.mlir.poison` and `llvm.mlir.zero`. Each folds
//! to its value: the undefined, poison and zero values to their
//! attributes (`value_attrs.rs`), a zero of a type with a builtin zero
//! (integers, floats and vectors of them) to that zero, so that it and an
//! `llvm.mlir.constant` of it are one constant to the folder.

use mlir_core::context::builtin::attributes::FloatBits;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::elements_attr::ElementsAttrInterfaceRef;
use mlir_core::definitions::interfaces::shaped_type::ShapedTypeInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::AnyAttr;
use mlir_core::semantics::traits::{ConstantLike, Pure};
use mlir_core::support::apint::APInt;
use mlir_core::{AttrData, Attribute, Context, Type, TypeData};
use mlir_derive::op;

use super::Llvm;
use super::constraints::LlvmType;
use super::types::ArrayType;
use super::value_attrs::{PoisonAttr, UndefAttr, ZeroAttr};

/// An undefined value of an LLVM type (LLVM IR's `undef`).
#[op(dialect = Llvm, name = "mlir.undef", format = "attr-dict `:` type($res)", traits = [Pure, ConstantLike], fold)]
pub struct UndefOp {
    #[result]
    res: LlvmType,
}

/// A poison value of an LLVM type (LLVM IR's `poison`).
#[op(dialect = Llvm, name = "mlir.poison", format = "attr-dict `:` type($res)", traits = [Pure, ConstantLike], fold)]
pub struct PoisonOp {
    #[result]
    res: LlvmType,
}

/// The zero value of an LLVM type (LLVM IR's `zeroinitializer`, or `null`
/// for a pointer).
#[op(
    dialect = Llvm,
    name = "mlir.zero",
    format = "attr-dict `:` type($res)",
    traits = [Pure, ConstantLike],
    fold
)]
pub struct ZeroOp {
    #[result]
    res: LlvmType,
}

/// A constant of an LLVM type: an integer, float, string (an array of
/// `i8`) or elements attribute (a vector or array constant).
#[op(
    dialect = Llvm,
    name = "mlir.constant",
    format = "`(` $value `)` attr-dict `:` type($res)",
    traits = [Pure, ConstantLike],
    verify,
    fold
)]
pub struct ConstantOp {
    #[attr]
    value: AnyAttr,
    #[result]
    res: LlvmType,
}

impl ConstantOp {
    /// The value must suit the type, with mlir-opt's messages.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let value = self.value(ir);
        let ty = op.result(ir, 0).ty(ir);
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        if let Some(bytes) = value.as_string(ctx) {
            let is_byte_array = ArrayType::try_from(ctx, ty).is_some_and(|a| {
                a.element_type(ctx) == ctx.integer_type(8)
                    && a.num_elements(ctx) == bytes.len() as u64
            });
            if !is_byte_array {
                let n = bytes.len();
                return fail(format!(
                    "expected array type of {n} i8 elements for the string constant"
                ));
            }
            return Ok(());
        }
        match value.data(ctx) {
            AttrData::Integer { .. } => {
                if ty.as_integer(ctx).is_none() {
                    return fail("expected integer type".into());
                }
                Ok(())
            }
            AttrData::Float { ty: attr_ty, .. } => {
                if ty.as_float(ctx).is_some() && *attr_ty != ty {
                    return fail("attribute and type have different float semantics".into());
                }
                Ok(())
            }
            _ if ElementsAttrInterfaceRef::get(ctx, value).is_some() => {
                let count =
                    |t: Type| ShapedTypeInterfaceRef::get(ctx, t).and_then(|s| s.num_elements(ctx));
                let attr_ty = value.typed_attr_type(ctx);
                let counts = (count(ty), attr_ty.and_then(count));
                if let (Some(expected), Some(found)) = counts
                    && expected != found
                {
                    return fail(format!(
                        "type and attribute have a different number of elements: {expected} vs. {found}"
                    ));
                }
                Ok(())
            }
            _ => fail("only supports integer, float, string or elements attributes".into()),
        }
    }

    /// A constant folds to its value.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value(ir)))
    }
}

impl UndefOp {
    /// Folds to `#llvm.undef`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(UndefAttr::get(ir.ctx()).as_attr()))
    }
}

impl PoisonOp {
    /// Folds to `#llvm.poison`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(PoisonAttr::get(ir.ctx()).as_attr()))
    }
}

impl ZeroOp {
    /// Folds to the builtin zero of its type (`Builder::getZeroAttr`) when
    /// there is one, else to `#llvm.zero`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let ty = self.res(ir).ty(ir);
        let zero = builtin_zero(ctx, ty).unwrap_or_else(|| ZeroAttr::get(ctx).as_attr());
        Some(OpFoldResult::Attr(zero))
    }
}

/// The builtin zero of `ty`: `0` of an integer, `0.0` of a float, a splat
/// of the element's zero for a vector of them; none for other types.
fn builtin_zero(ctx: &Context, ty: Type) -> Option<Attribute> {
    let scalar = |t: Type| -> Option<Attribute> {
        if let Some((width, _)) = t.as_integer(ctx) {
            return Some(ctx.integer_attr(t, APInt::zero(width)));
        }
        t.as_float(ctx)?;
        Some(ctx.get_attr(AttrData::Float { ty: t, bits: FloatBits::new(0) }))
    };
    match ty.data(ctx) {
        TypeData::Vector { element, .. } => ctx.dense_splat(ty, scalar(*element)?),
        _ => scalar(ty),
    }
}
