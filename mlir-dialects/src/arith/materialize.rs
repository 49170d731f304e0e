//! `arith`'s constant materializer (MLIR's `ArithDialect::materializeConstant`):
//! the op folding creates for a folded constant. A poison value becomes a
//! `ub.poison` (with the `ub` feature); an `arith.constant` is built for an
//! integer, float or elements attribute whose type is the requested type
//! (integers signless); anything else is left to other dialects.

use mlir_core::definitions::interfaces::elements_attr::ElementsAttrInterfaceRef;
use mlir_core::definitions::interfaces::typed_attr::TypedAttrRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op};
use mlir_core::{AttrData, Attribute, Location, Type, TypeData};

use super::{Arith, ConstantOp};

impl Arith {
    /// Materializes `value` of type `ty` as an `arith.constant` at the
    /// builder's insertion point, when it can be one.
    pub(crate) fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        #[cfg(feature = "ub")]
        if crate::ub::PoisonAttr::isa(builder.ctx(), value) {
            let poison = crate::ub::PoisonOp::build(builder, loc, ty, Some(value));
            return Some(poison.as_op());
        }
        let ctx = builder.ctx();
        let typed = TypedAttrRef::get(ctx, value)?;
        if typed.attr_type(ctx) != ty {
            return None;
        }
        if let TypeData::Integer { signedness, .. } = ty.data(ctx)
            && *signedness != mlir_core::support::apint::Signedness::Signless
        {
            return None;
        }
        let buildable =
            matches!(value.data(ctx), AttrData::Integer { .. } | AttrData::Float { .. })
                || ElementsAttrInterfaceRef::get(ctx, value).is_some();
        if !buildable {
            return None;
        }
        let constant = ConstantOp::build_inferred(builder, loc, value).ok()?;
        Some(constant.as_op())
    }
}
