//! Chapter 7's folds: a constant folds to its value, and reading an
//! element of a constant struct folds to that element's value, which the
//! dialect materializes as a `toy.constant` (or a `toy.struct_constant`
//! for a nested struct). Canonicalization thereby removes the structs of
//! a program once its calls are inlined.

use mlir_rs::prelude::*;

use super::Toy;
use super::ops::ConstantOp;
use super::struct_type::{StructAccessOp, StructConstantOp, StructType};

impl ConstantOp {
    /// A constant is its value.
    pub(crate) fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value_attr(ir)))
    }
}

impl StructConstantOp {
    /// A constant struct is its array of values.
    pub(crate) fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value_attr(ir)))
    }
}

impl StructAccessOp {
    /// An element of a constant struct is that element's value.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let elements = adaptor.constant(0)?;
        let elements = elements.as_array(ir.ctx())?;
        let index = usize::try_from(self.index(ir)).ok()?;
        elements.get(index).copied().map(OpFoldResult::Attr)
    }
}

impl Toy {
    /// A folded value as an op: `toy.struct_constant` for a struct,
    /// `toy.constant` for a tensor.
    pub(crate) fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        let ctx = builder.ctx();
        if StructType::isa(ctx, ty) {
            value.as_array(ctx)?;
            return Some(StructConstantOp::build(builder, loc, ty, value).as_op());
        }
        value.typed(ctx).filter(|t| t.shape_and_element(ctx).is_some())?;
        Some(ConstantOp::build(builder, loc, ty, value).as_op())
    }
}
