//! `ShapedDimOpInterface`: ops that query one dimension of a shaped value
//! (`memref.dim`), which affine analyses accept as dimensions and symbols.

use mlir_derive::interface;

use crate::ir::{IrView, Value};

/// Ops returning the size of one dimension of a shaped value (MLIR's
/// `ShapedDimOpInterface`).
#[interface(op)]
pub trait ShapedDimOpInterface {
    /// The shaped value whose dimension the op reads.
    fn shaped_value(&self, ir: &IrView) -> Value;
    /// The index of the dimension.
    fn dimension(&self, ir: &IrView) -> Value;
}

/// A model for ops whose operands are the shaped value, then the
/// dimension (`memref.dim %m, %i`).
pub struct DimOfFirstOperand;
impl ShapedDimOpInterfaceModel for DimOfFirstOperand {
    fn shaped_value(&self, op: crate::ir::Op, ir: &IrView) -> Value {
        op.operand(ir, 0)
    }

    fn dimension(&self, op: crate::ir::Op, ir: &IrView) -> Value {
        op.operand(ir, 1)
    }
}
