//! Chapter 4 of the tutorial: the Toy dialect's `DialectInlinerInterface`,
//! which lets the core's `inline` pass put the body of a `toy.func` in
//! place of each `toy.generic_call` of it.
//!
//! Every Toy call, function and op may be inlined; a `toy.return` ending
//! the inlined body gives the call's result. A call passes ranked tensors
//! where the function takes `tensor<*xf64>`: the inliner asks the dialect
//! for a conversion, a `toy.cast`, which shape inference later makes a
//! no-op and canonicalization folds away.

use mlir_rs::core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_rs::core::definitions::interfaces::inliner::{
    DialectInlinerInterface, forward_terminator_operands,
};
use mlir_rs::core::ir::IrMapping;
use mlir_rs::prelude::*;

use super::Toy;
use super::models::TensorCast;
use super::ops::{CastOp, ReturnOp};

impl DialectInlinerInterface for Toy {
    /// Any `toy.generic_call` may be inlined.
    fn is_legal_to_inline_call(&self, _: &IrView, _: Op, _: Op, _: bool) -> bool {
        true
    }

    /// Any region may be inlined into a `toy.func`'s body.
    fn is_legal_to_inline_region(
        &self,
        _: &IrView,
        _: Region,
        _: Region,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    /// Any Toy op may be inlined anywhere.
    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }

    /// The value of the `toy.return` ending an inlined body replaces the
    /// call's result. A Toy body is one block, so this is the one
    /// terminator to handle.
    fn handle_terminator_with_values(
        &self,
        ir: &mut IrView,
        terminator: Op,
        results: &[Value],
    ) -> bool {
        ReturnOp::isa(ir, terminator) && forward_terminator_operands(ir, terminator, results)
    }

    /// A call's ranked tensor passed where the function takes another
    /// type becomes a `toy.cast` to that type (and a result of another
    /// type, one back to the call's); no cast is made where `toy.cast`
    /// does not apply (a struct), and the call then stays.
    fn materialize_call_conversion(
        &self,
        ir: &mut IrView,
        at: InsertPoint,
        input: Value,
        ty: Type,
        loc: Location,
    ) -> Option<Value> {
        let from = input.ty(ir);
        if !TensorCast.are_cast_compatible(ir.ctx(), &[from], &[ty]) {
            return None;
        }
        let cast = CastOp::build(&mut Builder::new(ir, at), loc, ty, input);
        Some(cast.output(ir))
    }
}
