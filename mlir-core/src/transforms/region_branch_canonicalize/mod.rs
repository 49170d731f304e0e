//! The generic canonicalizations of region-branching ops that MLIR 22
//! registers for its structured control flow (its
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns`), for any op
//! implementing `RegionBranchOpInterface` and not isolated from above. They
//! work on *successor inputs*: the region arguments and results that
//! receive forwarded values.
//!
//! - `make_inputs_dead.rs`: an input that can only ever hold one value
//!   defined before it is replaced by that value;
//! - `duplicate_inputs.rs`: of two inputs of one block or op that every
//!   predecessor gives the same value, the second's uses go to the first;
//! - `remove_dead_inputs.rs`: a set of inputs tied by shared operands, all
//!   unused, is erased with the operands forwarded to it.
//!
//! Each pattern is generic over the typed op it is registered on, so a
//! dialect lists the three in its op's `#[op(canonicalize = [...])]`, in
//! this order (upstream's):
//!
//! ```ignore
//! canonicalize = [
//!     MakeRegionBranchOpSuccessorInputsDead<MyOp>,
//!     RemoveDuplicateSuccessorInputUses<MyOp>,
//!     RemoveDeadRegionBranchOpSuccessorInputs<MyOp>,
//! ]
//! ```
//!
//! They are hand-written: `#[pattern]` matches op trees by name, not the
//! value flow an interface describes. This file holds what they share: the
//! declaration of a pattern generic over its op, and the map from each
//! input to the operands forwarded to it.

mod duplicate_inputs;
mod make_inputs_dead;
mod remove_dead_inputs;

pub use duplicate_inputs::RemoveDuplicateSuccessorInputUses;
pub use make_inputs_dead::MakeRegionBranchOpSuccessorInputsDead;
pub use remove_dead_inputs::RemoveDeadRegionBranchOpSuccessorInputs;

use rustc_hash::FxHashMap;

use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::definitions::interfaces::region_branch_mapping::{
    SuccessorOperand, successor_operand_inputs,
};
use crate::ir::{IrView, Op, Value};
use crate::rewrite::{PatternRewriter, RewriteResult};

/// Declares `$name<T>`, a typed pattern of the op `T` (so a
/// `RewritePattern` rooted at its name) whose match and rewrite is the
/// function `$body`, given the matched op as a region-branching op and the
/// rewriter.
macro_rules! region_branch_pattern {
    ($(#[$doc:meta])* $name:ident, $body:path) => {
        $(#[$doc])*
        pub struct $name<T>(std::marker::PhantomData<fn() -> T>);

        impl<T> Default for $name<T> {
            fn default() -> Self {
                $name(std::marker::PhantomData)
            }
        }

        impl<T: crate::definitions::op_type::OpType> crate::definitions::op_rewrite_pattern::OpRewritePattern
            for $name<T>
        {
            type Op = T;

            fn match_and_rewrite(
                &self,
                op: T,
                rw: &mut crate::rewrite::PatternRewriter<'_>,
            ) -> crate::rewrite::RewriteResult {
                super::with_branch(crate::definitions::op_type::OpType::as_op(op), rw, $body)
            }
        }
    };
}
pub(crate) use region_branch_pattern;

/// Runs `body` on `op` as a region-branching op; fails on an op without
/// the interface or isolated from above (whose regions cannot name the
/// values outside, which the patterns would substitute).
fn with_branch(
    op: Op,
    rw: &mut PatternRewriter<'_>,
    body: fn(RegionBranchOpInterfaceRef, &mut PatternRewriter<'_>) -> RewriteResult,
) -> RewriteResult {
    let ir: &IrView = rw;
    if op.name(ir).is_isolated(ir.ctx()) {
        return rw.fail("isolated-from-above ops are not supported");
    }
    let Some(branch) = RegionBranchOpInterfaceRef::get(ir, op) else {
        return rw.fail("not a region-branching op");
    };
    body(branch, rw)
}

/// Each successor input with the operands forwarded to it (MLIR's
/// inverse successor mapping), inputs in the order they are first reached
/// (see [`successor_operand_inputs`]).
pub(crate) struct InputOperands {
    /// The inputs, first reached first.
    pub inputs: Vec<Value>,
    /// The operands forwarded to each input.
    operands: FxHashMap<Value, Vec<SuccessorOperand>>,
}

impl InputOperands {
    /// The map of `branch` as its operands are now.
    pub fn of(ir: &IrView, branch: RegionBranchOpInterfaceRef) -> InputOperands {
        let mut inputs = Vec::new();
        let mut operands: FxHashMap<Value, Vec<SuccessorOperand>> = FxHashMap::default();
        for (operand, input) in successor_operand_inputs(ir, branch) {
            let list = operands.entry(input).or_default();
            if list.is_empty() {
                inputs.push(input);
            }
            list.push(operand);
        }
        InputOperands { inputs, operands }
    }

    /// The operands forwarded to `input`; `None` when it is no input.
    pub fn operands(&self, input: Value) -> Option<&[SuccessorOperand]> {
        self.operands.get(&input).map(Vec::as_slice)
    }
}
