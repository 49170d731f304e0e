//! `cf`: unstructured control flow between the blocks of a region, defined
//! with `#[op]`.
//!
//! | op | what it is |
//! |---|---|
//! | `cf.assert` | aborts the program when its `i1` operand is false, with the message `msg` |
//! | `cf.br` | an unconditional branch, forwarding its operands to the successor's arguments |
//! | `cf.cond_br` | a branch on an `i1` to one of two successors, with optional branch weights |
//! | `cf.switch` | a branch on an integer to the successor of the matching case value, else to the default |
//!
//! The ops have upstream's custom forms (`cf.switch`'s cases through
//! `switch_cases.rs`); their verifiers report mlir-opt 22's messages, in its order (`ops.rs` lists
//! each op's traits in upstream's verification order, `verify.rs` holds
//! the op-specific checks, `models.rs` the interface models: which operands
//! each branch forwards to which successor, the weights of `cond_br`, the
//! memory effect of `assert`).

mod canonicalize;
mod models;
mod ops;
mod switch_cases;
mod verify;

// For `scf.index_switch`'s lowering to `cf.switch`.
#[cfg(feature = "scf")]
pub(crate) use canonicalize::case_values_attr;
pub use ops::*;
pub use verify::CaseOperandSegments;

use mlir_core::Context;
use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{Block, IrView, Op, Region};
use mlir_derive::dialect;

use crate::arith::Arith;

/// Low-level control flow on the blocks of a control flow graph.
///
/// Branches, conditional branches and switches terminate blocks and pass
/// values to their successors' arguments; `cf.assert` checks a condition at
/// run time.
#[dialect(
    name = "cf",
    dependent = [Arith],
    interfaces = [DialectInlinerInterface],
    // Upstream's order: ODS sorts the ops by class name.
    ops = [AssertOp, BranchOp, CondBranchOp, SwitchOp]
)]
pub struct ControlFlow;

/// Every `cf` op may be inlined anywhere, and its branches need nothing
/// when their region is inlined (they stay inside it), as upstream. (`cf`
/// has no call, but upstream answers yes for calls too.)
impl DialectInlinerInterface for ControlFlow {
    fn is_legal_to_inline_call(&self, _: &IrView, _: Op, _: Op, _: bool) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }

    fn handle_terminator_with_branch(&self, _: &mut IrView, _: Op, _: Block) -> bool {
        true
    }
}

/// Registers `cf` (and `arith`, the dialect it depends on) and its ops in a
/// context.
pub fn register(ctx: &Context) {
    ControlFlow::register(ctx);
}
