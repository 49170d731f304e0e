//! Operands and use lists: setting operands, and replacing the uses of
//! values (replace-all-uses and its filtered forms).

use crate::ir::body::PoolRange;
use crate::ir::entity::UseId;
use crate::ir::handles::{Op, Use, Value};
use crate::ir::view::IrView;

impl IrView {
    pub(super) fn drop_operand_uses(&mut self, op: Op) {
        let b = self.body_mut(op.body);
        for i in b.op(op.id).operands.span() {
            b.unlink_use(UseId::from_index(i));
        }
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: Op, index: usize, value: Value) {
        assert_eq!(op.body, value.body, "operand of another body");
        let b = self.body_mut(op.body);
        let range = b.op(op.id).operands;
        assert!(index < range.len as usize, "operand index out of range");
        let u = UseId(range.start + index as u32);
        b.unlink_use(u);
        b.uses[u.index()].value = value.id;
        b.link_use(u);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        for v in values {
            assert_eq!(op.body, v.body, "operand of another body");
        }
        self.drop_operand_uses(op);
        let b = self.body_mut(op.body);
        let old = b.op(op.id).operands;
        // Fewer or as many operands reuse the op's slots.
        let range = if old.len as usize >= values.len() {
            for (i, v) in values.iter().enumerate() {
                b.uses[old.start as usize + i].value = v.id;
            }
            PoolRange { start: old.start, len: values.len() as u32 }
        } else {
            let start = b.uses.len() as u32;
            for v in values {
                b.push_use_slot(v.id, op.id);
            }
            PoolRange { start, len: values.len() as u32 }
        };
        for i in range.span() {
            b.link_use(UseId::from_index(i));
        }
        b.op_mut(op.id).operands = range;
    }

    /// Erases the operands of `op` at `indices` (any order, no
    /// duplicates). An op whose operand groups are sized by the
    /// `operandSegmentSizes` property has each erased operand's group
    /// shrunk, as MLIR's mutable operand ranges do.
    pub fn erase_operands(&mut self, op: Op, indices: &[usize]) {
        if indices.is_empty() {
            return;
        }
        let operands: Vec<Value> = op.operands(self).collect();
        let mut erased = vec![false; operands.len()];
        for &index in indices {
            assert!(index < operands.len(), "operand index out of range");
            erased[index] = true;
        }
        let kept: Vec<Value> =
            operands.iter().zip(&erased).filter(|(_, gone)| !**gone).map(|(&v, _)| v).collect();
        let ctx = self.ctx();
        let slot = op
            .name(self)
            .def(ctx)
            .and_then(|def| def.property_names.iter().position(|p| *p == "operandSegmentSizes"));
        let sizes = slot.and_then(|s| {
            let attr = op.props(self).get(s).copied().flatten()?;
            Some((s, attr.as_dense_i32_array(ctx)?))
        });
        if let Some((slot, mut sizes)) = sizes {
            // Indices refer to the operands before any is erased.
            let original = sizes.clone();
            for &index in indices {
                let mut start = 0usize;
                for (group, &size) in original.iter().enumerate() {
                    start += usize::try_from(size).unwrap_or(0);
                    if index < start {
                        sizes[group] -= 1;
                        break;
                    }
                }
            }
            let attr = self.ctx().dense_i32_array(&sizes);
            self.set_prop(op, slot, Some(attr));
        }
        self.set_operands(op, &kept);
    }

    /// Inserts `values` as operands of `op` before operand `at` (at the
    /// end when `at` is the operand count). When the op's operand groups
    /// are sized by `operandSegmentSizes`, group `segment` grows by their
    /// number.
    pub fn insert_operands(&mut self, op: Op, at: usize, values: &[Value], segment: Option<usize>) {
        if values.is_empty() {
            return;
        }
        let mut operands: Vec<Value> = op.operands(self).collect();
        assert!(at <= operands.len(), "operand index out of range");
        operands.splice(at..at, values.iter().copied());
        if let Some(segment) = segment {
            let ctx = self.ctx();
            let slot = op.name(self).def(ctx).and_then(|def| {
                def.property_names.iter().position(|p| *p == "operandSegmentSizes")
            });
            let sizes = slot.and_then(|s| {
                let attr = op.props(self).get(s).copied().flatten()?;
                Some((s, attr.as_dense_i32_array(ctx)?))
            });
            if let Some((slot, mut sizes)) = sizes
                && let Some(size) = sizes.get_mut(segment)
            {
                *size += values.len() as i32;
                let attr = self.ctx().dense_i32_array(&sizes);
                self.set_prop(op, slot, Some(attr));
            }
        }
        self.set_operands(op, &operands);
    }

    /// Unlinks every use of `value`: its users keep the operand but no
    /// longer count as uses. Only for users about to be erased (MLIR's
    /// `dropAllUses` before erasing dead code that uses itself).
    pub(crate) fn drop_all_uses(&mut self, value: Value) {
        let uses: Vec<Use> = value.uses(self).collect();
        let b = self.body_mut(value.body);
        for u in uses {
            b.unlink_use(u.id);
        }
    }

    /// Points the operand slot `u` at `value`.
    pub fn set_use(&mut self, u: Use, value: Value) {
        assert_eq!(u.body, value.body, "operand of another body");
        let b = self.body_mut(u.body);
        b.unlink_use(u.id);
        b.uses[u.id.index()].value = value.id;
        b.link_use(u.id);
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        self.replace_uses_if(from, to, |_, _| true);
    }

    /// Replaces every use of `from` with `to` except those owned by `except`.
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: Op) {
        self.replace_uses_if(from, to, |ir, u| u.owner(ir) != except);
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&IrView, Use) -> bool,
    ) {
        assert_eq!(from.body, to.body, "values never cross a body");
        if from == to {
            return;
        }
        let uses: Vec<Use> = from.uses(self).collect();
        for u in uses {
            if pred(self, u) {
                self.set_use(u, to);
            }
        }
    }

    /// Replaces all results of `op` with `values` (one per result).
    pub fn replace_op_uses(&mut self, op: Op, values: &[Value]) {
        let results: Vec<Value> = op.results(self).collect();
        assert_eq!(results.len(), values.len(), "result count mismatch");
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
    }
}
