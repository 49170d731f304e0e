//! `memref.cast`: the same buffer seen with more or less static
//! information in its type (sizes, strides, offset, rank).

use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::semantics::constraints::{AnyType, RankedOrUnrankedMemRefOf};
use mlir_core::semantics::traits::{Pure, SameOperandsAndResultShape};
use mlir_derive::op;

use super::MemRef;

/// Converts a memref to a type with more or less static information.
///
/// The element type and memory space stay; a size, stride or offset may
/// turn static or dynamic, and a ranked memref may become unranked or the
/// reverse. Folds into the ops that use it when it only loses information.
#[op(
    dialect = MemRef,
    name = "cast",
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    traits = [Pure, SameOperandsAndResultShape],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["cast"])]
)]
pub struct CastOp {
    #[operand]
    source: RankedOrUnrankedMemRefOf<AnyType>,
    #[result]
    dest: RankedOrUnrankedMemRefOf<AnyType>,
}
