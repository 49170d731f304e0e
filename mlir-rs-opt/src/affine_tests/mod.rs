//! mlir-opt's test passes of the affine analysis, with mlir-opt's names
//! and output, so that the analysis is checked against mlir-opt 22 on the
//! same inputs: `test-memref-dependence-check` (`memref_dependence.rs`,
//! the dependence between every pair of affine accesses at every depth)
//! and `test-affine-access-analysis` (`access_analysis.rs`, how each
//! access moves along each loop around it).

mod access_analysis;
mod memref_dependence;

pub use access_analysis::TestAccessAnalysis;
pub use memref_dependence::TestMemRefDependenceCheck;

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_dialects::affine::{LoadOp, StoreOp};

/// The `affine.load` and `affine.store` ops under `top`, innermost first,
/// as both passes visit them.
fn affine_accesses(ir: &IrView, top: Op) -> Vec<Op> {
    let mut accesses = Vec::new();
    ir.walk(top, WalkOrder::PostOrder, |ir, op| {
        if LoadOp::isa(ir, op) || StoreOp::isa(ir, op) {
            accesses.push(op);
        }
        WalkControl::Advance
    });
    accesses
}
