//! `llvm`'s constant materializer (MLIR's `LLVMDialect::materializeConstant`):
//! the op folding creates for a folded constant of an LLVM type. A symbol
//! reference of a pointer type becomes an `llvm.mlir.addressof`, the
//! undefined, poison and zero attributes their ops, and an integer, float
//! or elements attribute of exactly the requested (LLVM-compatible) type an
//! `llvm.mlir.constant`; anything else is not this dialect's.

use mlir_core::definitions::interfaces::elements_attr::ElementsAttrInterfaceRef;
use mlir_core::definitions::interfaces::typed_attr::TypedAttrRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op};
use mlir_core::semantics::constraints::TypeConstraint;
use mlir_core::{AttrData, Attribute, Location, Type};

use super::constraints::LlvmType;
use super::types::PtrType;
use super::value_attrs::{PoisonAttr, UndefAttr, ZeroAttr};
use super::{AddressOfOp, ConstantOp, Llvm, PoisonOp, UndefOp, ZeroOp};

impl Llvm {
    /// Materializes `value` of type `ty` at the builder's insertion point,
    /// when this dialect has an op for it.
    pub(crate) fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        let ctx = builder.ctx();
        if let AttrData::SymbolRef { root, nested } = value.data(ctx)
            && nested.is_empty()
            && PtrType::try_from(ctx, ty).is_some()
        {
            let name = root.as_str(ctx).to_owned();
            return Some(AddressOfOp::build(builder, loc, ty, &name).as_op());
        }
        if UndefAttr::isa(ctx, value) {
            return Some(UndefOp::build(builder, loc, ty).as_op());
        }
        if PoisonAttr::isa(ctx, value) {
            return Some(PoisonOp::build(builder, loc, ty).as_op());
        }
        if ZeroAttr::isa(ctx, value) {
            return Some(ZeroOp::build(builder, loc, ty).as_op());
        }
        let typed = TypedAttrRef::get(ctx, value)?;
        if typed.attr_type(ctx) != ty || !LlvmType::is_satisfied(ctx, ty) {
            return None;
        }
        let buildable =
            matches!(value.data(ctx), AttrData::Integer { .. } | AttrData::Float { .. })
                || ElementsAttrInterfaceRef::get(ctx, value).is_some();
        if !buildable {
            return None;
        }
        Some(ConstantOp::build(builder, loc, ty, value).as_op())
    }
}
