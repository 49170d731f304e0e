//! The folder of `llvm.extractvalue`, in the order upstream tries it:
//!
//! 1. from an `extractvalue`: one extraction with the positions joined
//!    (in place);
//! 2. from a constant: the undefined, poison or zero value is that value
//!    again; a `dense<…>` aggregate gives its element when the position
//!    has one index and the element type is the result's (no splat, no
//!    deeper position);
//! 3. through a chain of `insertvalue`s: an insertion at the position
//!    itself gives the inserted value; one at a prefix of the position
//!    continues through the inserted value with the rest of the position
//!    (finding a match or nothing); one at a disjoint position is stepped
//!    over, the extraction now reading the insertion's container (in
//!    place, unless it already went into an inserted value); one at a
//!    position the extracted one is a prefix of stops the walk. The steps
//!    over disjoint insertions stay made when a value is found.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::{AttrData, Attribute, Context};

use super::value_attrs::{PoisonAttr, UndefAttr, ZeroAttr};
use super::{ExtractValueOp, InsertValueOp};

impl ExtractValueOp {
    /// Extractions of extractions, of constants and through insertions.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let ctx = ir.ctx();
        let container = self.container(ir);
        let position = self.position(ir);
        if let Some(inner) =
            container.defining_op(ir).and_then(|d| ExtractValueOp::try_from_op(ir, d))
        {
            let mut joined = inner.position(ir).to_vec();
            joined.extend_from_slice(&position);
            return OpUpdate::new()
                .with_operands(vec![inner.container(ir)])
                .with_attr("position", Some(ctx.dense_i64_array(&joined)))
                .into();
        }
        if let Some(constant) = adaptor.constant(0)
            && let Some(element) = constant_member(ctx, constant, &position, self.res(ir).ty(ir))
        {
            return OpFoldResult::Attr(element).into();
        }
        fold_through_insertions(ir, container, &position)
    }
}

/// The member of a constant aggregate at `position`, when upstream folds
/// it.
fn constant_member(
    ctx: &Context,
    constant: Attribute,
    position: &[i64],
    res: mlir_core::Type,
) -> Option<Attribute> {
    if UndefAttr::isa(ctx, constant)
        || PoisonAttr::isa(ctx, constant)
        || ZeroAttr::isa(ctx, constant)
    {
        return Some(constant);
    }
    let AttrData::DenseElements { ty, .. } = constant.data(ctx) else { return None };
    if ty.element_type_or_self(ctx) != res {
        return None;
    }
    let &[index] = position else { return None };
    ctx.dense_element_at(constant, u64::try_from(index).ok()?)
}

/// Step 3: the walk up a chain of `insertvalue`s.
fn fold_through_insertions(ir: &IrView, container: Value, position: &[i64]) -> FoldResult {
    let insertion = |v: Value| v.defining_op(ir).and_then(|d| InsertValueOp::try_from_op(ir, d));
    let mut current = insertion(container);
    let mut wanted: &[i64] = position;
    let mut into_inserted = false;
    let mut new_container: Option<Value> = None;
    while let Some(insert) = current {
        let at = insert.position(ir);
        if wanted == at.as_slice() {
            let found = vec![OpFoldResult::Value(insert.value(ir))];
            // The steps taken in place so far stay, as upstream's walk
            // moves the operand as it goes.
            return match new_container {
                Some(value) => FoldResult::UpdatedThenReplaced(
                    OpUpdate::new().with_operands(vec![value]),
                    found,
                ),
                None => FoldResult::Replaced(found),
            };
        }
        if wanted.len() > at.len() && wanted.starts_with(&at) {
            wanted = &wanted[at.len()..];
            into_inserted = true;
            current = insertion(insert.value(ir));
            continue;
        }
        let common = wanted.len().min(at.len());
        if wanted[..common] == at[..common] {
            break;
        }
        if !into_inserted {
            new_container = Some(insert.container(ir));
        }
        current = insertion(insert.container(ir));
    }
    match new_container {
        Some(value) => OpUpdate::new().with_operands(vec![value]).into(),
        None => FoldResult::Failed,
    }
}
