//! `ViewLikeOpInterface`: ops whose result is a view of another value's
//! memory (a cast, a slice, a reshape of a buffer), so that analyses can
//! follow a view back to the buffer it shows.

use mlir_derive::interface;

use crate::ir::{IrView, Value};

/// Ops that create a view of a buffer without copying it (MLIR's
/// `ViewLikeOpInterface`).
#[interface(op)]
pub trait ViewLikeOpInterface {
    /// The value whose memory the op's result views.
    fn view_source(&self, ir: &IrView) -> Value;
}

/// A model for the views of their first operand (every `memref` view:
/// `cast`, `subview`, `reinterpret_cast`, the reshapes …).
pub struct ViewOfFirstOperand;
impl ViewLikeOpInterfaceModel for ViewOfFirstOperand {
    fn view_source(&self, op: crate::ir::Op, ir: &IrView) -> Value {
        op.operand(ir, 0)
    }
}
