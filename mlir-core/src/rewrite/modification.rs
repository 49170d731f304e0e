//! In-place changes of one op (MLIR's `startOpModification`,
//! `finalizeOpModification`, `cancelOpModification` and
//! `modifyOpInPlace`): an [`OpModification`] borrows the rewriter, changes
//! only its op, and on [`finalize`](OpModification::finalize) (or drop)
//! tells the listener the op was modified.

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::{IrView, Op, Value};
use crate::rewrite::PatternRewriter;

/// An in-place modification of one op in progress.
pub struct OpModification<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    op: Op,
    cancelled: bool,
}

impl<'a> PatternRewriter<'a> {
    /// Starts changing `op` in place; the changes are told to the listener
    /// when the returned modification is finalized or dropped.
    pub fn start_op_modification(&mut self, op: Op) -> OpModification<'_, 'a> {
        self.record(|_| crate::rewrite::journal::Change::OpModifying(op));
        OpModification { rw: self, op, cancelled: false }
    }

    /// Changes `op` in place through `change`, then tells the listener.
    pub fn modify_op_in_place<R>(
        &mut self,
        op: Op,
        change: impl FnOnce(&mut OpModification<'_, 'a>) -> R,
    ) -> R {
        let mut modification = self.start_op_modification(op);
        change(&mut modification)
    }
}

impl OpModification<'_, '_> {
    /// The op being changed.
    pub fn op(&self) -> Op {
        self.op
    }

    /// The IR, to read.
    pub fn ir(&self) -> &IrView {
        self.rw.ir
    }

    /// Sets operand `index`.
    pub fn set_operand(&mut self, index: usize, value: Value) {
        self.rw.ir.set_operand(self.op, index, value);
    }

    /// Sets successor `index`.
    pub fn set_successor(&mut self, index: usize, block: crate::ir::Block) {
        self.rw.ir.set_successor(self.op, index, block);
    }

    /// Replaces all operands.
    pub fn set_operands(&mut self, values: &[Value]) {
        self.rw.ir.set_operands(self.op, values);
    }

    /// Erases the operands at `indices`, shrinking their groups in
    /// `operandSegmentSizes` when the op has it.
    pub fn erase_operands(&mut self, indices: &[usize]) {
        self.rw.ir.erase_operands(self.op, indices);
    }

    /// Sets (or with `None` removes) an attribute: an inherent one in its
    /// property slot, else a discardable one.
    pub fn set_attr(&mut self, name: &str, value: Option<Attribute>) {
        self.rw.ir.set_attr_any(self.op, name, value);
    }

    /// Sets property slot `index`.
    pub fn set_prop(&mut self, index: usize, value: Option<Attribute>) {
        self.rw.ir.set_prop(self.op, index, value);
    }

    /// Sets the location.
    pub fn set_loc(&mut self, loc: Location) {
        self.rw.ir.set_loc(self.op, loc);
    }

    /// Sets the type of result `index`.
    pub fn set_result_type(&mut self, index: usize, ty: Type) {
        let result = self.op.result(self.rw.ir, index);
        self.rw.ir.set_value_type(result, ty);
    }

    /// Ends the modification: the listener hears that the op changed.
    pub fn finalize(self) {}

    /// Ends the modification without telling the listener (the pattern
    /// undid its changes itself).
    pub fn cancel(mut self) {
        self.cancelled = true;
    }
}

impl Drop for OpModification<'_, '_> {
    fn drop(&mut self) {
        if !self.cancelled {
            let op = self.op;
            self.rw.notify(|l, ir| l.op_modified(ir, op));
        }
    }
}
