//! The folders of the chainable casts `llvm.bitcast` and
//! `llvm.addrspacecast`: a cast to its operand's own type is the operand;
//! a cast of a cast of the same kind is the first cast's operand when that
//! has the result's type, else it casts that operand directly (in place).
//! Constants are not folded.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};

use super::{AddrSpaceCastOp, BitcastOp};

/// The fold of a cast `op` whose chains are cast ops `C`.
fn fold_chainable_cast<C: OpType>(ir: &IrView, op: Op) -> FoldResult {
    let arg = op.operand(ir, 0);
    let ty = op.result(ir, 0).ty(ir);
    if arg.ty(ir) == ty {
        return OpFoldResult::Value(arg).into();
    }
    let Some(prev) = arg.defining_op(ir).filter(|&d| C::isa(ir, d)) else {
        return FoldResult::Failed;
    };
    let source = prev.operand(ir, 0);
    if source.ty(ir) == ty {
        return OpFoldResult::Value(source).into();
    }
    OpUpdate::new().with_operands(vec![source]).into()
}

impl BitcastOp {
    /// `bitcast(x : T to T) → x`, and chains of bitcasts.
    pub(super) fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> FoldResult {
        fold_chainable_cast::<BitcastOp>(ir, self.as_op())
    }
}

impl AddrSpaceCastOp {
    /// `addrspacecast(x : T to T) → x`, and chains of address space casts.
    pub(super) fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> FoldResult {
        fold_chainable_cast::<AddrSpaceCastOp>(ir, self.as_op())
    }
}
