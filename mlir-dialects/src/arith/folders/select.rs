//! The folder of `select`: equal operands, a constant condition, a poison
//! operand, `select(c, true, false) → c` on `i1`, the choice between the
//! operands of an `eq`/`ne` `cmpi`, and a dense condition choosing
//! between two dense integer or float constants element by element.

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};

use super::super::int_fold::{IntValues, defining, is_one, is_poison, is_zero};
use super::super::{CmpIOp, CmpIPredicate, SelectOp};

impl SelectOp {
    /// See the module's documentation.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (cond, t, f) = (self.condition(ir), self.true_value(ir), self.false_value(ir));
        if t == f {
            return Some(t.into());
        }
        if is_one(ctx, adaptor.constant(0)) {
            return Some(t.into());
        }
        if is_zero(ctx, adaptor.constant(0)) {
            return Some(f.into());
        }
        if is_poison(ctx, adaptor.constant(1)) {
            return Some(f.into());
        }
        if is_poison(ctx, adaptor.constant(2)) {
            return Some(t.into());
        }
        let ty = self.result(ir).ty(ir);
        if ty == ctx.integer_type(1)
            && is_one(ctx, adaptor.constant(1))
            && is_zero(ctx, adaptor.constant(2))
        {
            return Some(cond.into());
        }
        if let Some(cmp) = defining::<CmpIOp>(ir, cond) {
            let predicate = cmp.predicate(ir);
            let (a, b) = (cmp.lhs(ir), cmp.rhs(ir));
            if matches!(predicate, CmpIPredicate::Eq | CmpIPredicate::Ne)
                && ((a == t && b == f) || (b == t && a == f))
            {
                return Some(if predicate == CmpIPredicate::Ne { t } else { f }.into());
            }
        }
        // A non-splat condition over two dense constants.
        let IntValues::Elements(choice) = IntValues::of(ctx, adaptor.constant(0)?)? else {
            return None;
        };
        let pick = |attr| match IntValues::bits_of(ctx, attr)? {
            IntValues::Scalar(_) => None,
            IntValues::Splat(v) => Some(vec![v; choice.len()]),
            IntValues::Elements(vs) => Some(vs),
        };
        let (tv, fv) = (pick(adaptor.constant(1)?)?, pick(adaptor.constant(2)?)?);
        let values: Vec<_> = choice
            .iter()
            .zip(tv.into_iter().zip(fv))
            .map(|(c, (x, y))| if c.is_zero() { y } else { x })
            .collect();
        ctx.dense_apint_elements(ty, &values).map(OpFoldResult::Attr)
    }
}
