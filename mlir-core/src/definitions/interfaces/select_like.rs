//! `SelectLikeOpInterface`: ops that choose one of two values by a
//! condition (`arith.select`, `llvm.select`), so that analyses following
//! where a value comes from can look through the choice.

use mlir_derive::interface;

use crate::ir::{IrView, Op, Value};

/// Ops whose result is one of two values, picked by a condition (MLIR's
/// `SelectLikeOpInterface`).
#[interface(op)]
pub trait SelectLikeOpInterface {
    /// The condition that picks the value.
    fn condition(&self, ir: &IrView) -> Value;

    /// The value picked when the condition holds.
    fn true_value(&self, ir: &IrView) -> Value;

    /// The value picked when it does not.
    fn false_value(&self, ir: &IrView) -> Value;
}

/// The model of selects whose operands are the condition, the true value
/// and the false value, in this order.
pub struct ConditionTrueFalseOperands;
impl SelectLikeOpInterfaceModel for ConditionTrueFalseOperands {
    fn condition(&self, op: Op, ir: &IrView) -> Value {
        op.operand(ir, 0)
    }

    fn true_value(&self, op: Op, ir: &IrView) -> Value {
        op.operand(ir, 1)
    }

    fn false_value(&self, op: Op, ir: &IrView) -> Value {
        op.operand(ir, 2)
    }
}
