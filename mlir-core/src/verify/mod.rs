//! The verifier: checks IR against MLIR's rules and reports what mlir-opt
//! reports, at the same location, with the same words.
//!
//! Invariants checked, in MLIR's order. Entering an op:
//! - its discardable attributes named `dialect.…`, by their registered
//!   dialect's hook;
//! - no operand is a placeholder the parser could not resolve (reported by
//!   the isolation check below when it crosses an isolation boundary);
//! - a registered op: its structural traits (operand, result, region and
//!   successor counts), its generated invariants, its other traits and
//!   interface verifiers in declaration order, then its own verifier
//!   ([`crate::definitions::op_def::OpDef`]);
//! - a registered op's graph regions hold at most one block;
//! - the entry block of each region has no predecessors.
//!
//! Entering a block: it is not empty unless it may lack a terminator (the
//! only block of a region whose parent op has `NoTerminator` or is
//! unregistered); only its last op has successors.
//!
//! Leaving a block: its successors are in its own region; its last op is a
//! terminator (or an unregistered op, which might be one) unless the block
//! may lack one.
//!
//! Leaving an op: the isolated-from-above ops directly in its regions are
//! verified (each completely, every one of them even if one fails; nested
//! isolated ops are verified when their parent is left); then its region
//! verifiers (traits' `verify_region`, such as isolation from above and
//! symbol tables, then its own); an unregistered op must belong to an
//! unregistered dialect.
//!
//! After an isolated op (or the root) verifies, dominance is checked in its
//! regions and the non-isolated regions nested in them (`dominance.rs`).
//!
//! [`verify`] follows mlir-opt: inside each isolated op, verification stops
//! at the first failure; isolated siblings all report. Isolated siblings
//! are verified on rayon's threads (unless the context's multithreading is
//! off), their diagnostics kept in op order; so are long blocks of
//! non-isolated ops, in runs, and the dominance checks of their regions
//! (`parallel_runs.rs`), the first failure being the one a serial walk meets first.
//! [`verify_all`]
//! continues after every failure and returns everything it finds.
//! Traversal uses explicit work lists: deep nesting never recurses.
//!
//! The isolation check asks the body's placeholders for uses before walking its
//! ops, so a body without cross-isolation uses costs nothing more. Files:
//! `dominance.rs` dominator trees with interval numbering, MLIR's graph-region
//! and unreachable-block rules; `parallel_runs.rs` long blocks verified in runs on
//! threads; `expected_diagnostics.rs` `--verify-diagnostics`; `one_call_api.rs`
//! the one-call API (`Module`). Op errors carry the `see current operation`
//! note built by `ir::op_diagnostics`.

pub(crate) mod dominance;
pub mod expected_diagnostics;
pub mod one_call_api;
mod parallel_runs;

use rayon::prelude::*;

use crate::context::diagnostics::{Diagnostic, VerifyResult};
use crate::ir::{Block, IrView, Op};
use crate::semantics::traits::{OpTraits, TraitStage};

/// How far to go after a failure.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Policy {
    /// Stop verifying an isolated op at its first failure (mlir-opt).
    FirstFailure,
    /// Record the failure and continue.
    CollectAll,
}

/// Verifies `root` and everything nested in it as mlir-opt does; returns
/// the diagnostics mlir-opt would print, in its order.
pub fn verify(ir: &IrView, root: Op) -> Result<(), Vec<Diagnostic>> {
    let diags = Verifier { ir, policy: Policy::FirstFailure, diags: Vec::new() }.run(root);
    if diags.is_empty() { Ok(()) } else { Err(diags) }
}

/// Verifies `op` without the ops nested in it, as mlir-opt's pass manager
/// verifies an op after a nested pipeline ran on the ops inside it (MLIR's
/// `verify(op, /*verifyRecursively=*/false)`): the checks on entering `op`,
/// its region verifiers (a symbol table's among them, which look at the
/// symbol uses nested in it), its dialect check, and the dominance of the
/// operands of the ops directly in its regions. Blocks and nested ops are
/// not verified: the nested passes verified what they changed.
pub fn verify_shallow(ir: &IrView, op: Op) -> Result<(), Vec<Diagnostic>> {
    let mut verifier = Verifier { ir, policy: Policy::FirstFailure, diags: Vec::new() };
    let _ = verifier.check(enter_op(ir, op))
        && verifier.check(finish_op(ir, op))
        && verifier.check(dominance::verify_dominance_shallow(ir, op));
    if verifier.diags.is_empty() { Ok(()) } else { Err(verifier.diags) }
}

/// Verifies `root` and returns every failure found. Each error carries the
/// `see current operation` note, which prints the failing op with its
/// regions: when many nested ops fail, that output grows with their total
/// size; `Context::set_print_op_on_diagnostic(false)` leaves the notes out.
pub fn verify_all(ir: &IrView, root: Op) -> Vec<Diagnostic> {
    Verifier { ir, policy: Policy::CollectAll, diags: Vec::new() }.run(root)
}

/// Verifies a freshly parsed file (the ops of its root block: one
/// top-level module after parsing), as mlir-opt does after parsing.
/// `debug_info` shows locations in `see current operation` notes
/// (`--mlir-print-debuginfo`).
pub fn verify_parsed(ir: &IrView, debug_info: bool) -> Result<(), Vec<Diagnostic>> {
    ir.ctx().set_debug_info_in_op_notes(debug_info);
    let mut diags = Vec::new();
    for op in ir.root_block().ops(ir) {
        if let Err(mut d) = verify(ir, op) {
            diags.append(&mut d);
            break;
        }
    }
    if diags.is_empty() { Ok(()) } else { Err(diags) }
}

/// One step of the traversal of an isolated op.
#[derive(Copy, Clone)]
enum Work {
    EnterOp(Op),
    EnterBlock(Block),
    ExitBlock(Block),
    /// Verify the isolated ops directly inside this op.
    ExitOp(Op),
    /// Region verifiers and the dialect check, after isolated children.
    FinishOp(Op),
}

/// One frame of the explicit stack.
enum Frame {
    /// Verifying one isolated op (or the root), then its dominance; with no
    /// root, a run of ops of a long block (whose dominance is its isolated
    /// ancestor's).
    Isolated { root: Option<Op>, work: Vec<Work>, failed: bool },
    /// Verifying a batch of isolated siblings, one after the other.
    Batch { ops: Vec<Op>, next: usize, failed: bool },
}

struct Verifier<'a> {
    ir: &'a IrView,
    policy: Policy,
    diags: Vec<Diagnostic>,
}

impl Verifier<'_> {
    fn run(self, root: Op) -> Vec<Diagnostic> {
        self.run_frame(Frame::Isolated {
            root: Some(root),
            work: vec![Work::EnterOp(root)],
            failed: false,
        })
    }

    /// Verifies a run of ops of one block, in order, as the walk of their
    /// block would.
    fn run_ops(self, ops: &[Op]) -> Vec<Diagnostic> {
        let work = ops.iter().rev().map(|&op| Work::EnterOp(op)).collect();
        self.run_frame(Frame::Isolated { root: None, work, failed: false })
    }

    fn run_frame(mut self, first: Frame) -> Vec<Diagnostic> {
        let mut stack = vec![first];
        // The outcome of the frame just popped, handed to the one below.
        while let Some(frame) = stack.last_mut() {
            match frame {
                Frame::Isolated { root, work, failed } => {
                    let Some(item) = work.pop() else {
                        let (root, failed) = (*root, *failed);
                        stack.pop();
                        let ok = !failed
                            && root.is_none_or(|root| {
                                self.check(dominance::verify_dominance(self.ir, root))
                            });
                        Self::deliver(&mut stack, ok);
                        continue;
                    };
                    let stop = match self.step(item, work) {
                        Ok(Some(children)) => {
                            stack.push(Frame::Batch { ops: children, next: 0, failed: false });
                            false
                        }
                        Ok(None) => false,
                        Err(()) => {
                            *failed = true;
                            self.policy == Policy::FirstFailure
                        }
                    };
                    if stop {
                        stack.pop();
                        Self::deliver(&mut stack, false);
                    }
                }
                Frame::Batch { ops, next, failed } => {
                    if let Some(&op) = ops.get(*next) {
                        *next += 1;
                        stack.push(Frame::Isolated {
                            root: Some(op),
                            work: vec![Work::EnterOp(op)],
                            failed: false,
                        });
                        continue;
                    }
                    let failed = *failed;
                    stack.pop();
                    // A failed child fails its parent's exit: stop there.
                    if failed {
                        if let Some(Frame::Isolated { failed: parent_failed, .. }) =
                            stack.last_mut()
                        {
                            *parent_failed = true;
                        }
                        if self.policy == Policy::FirstFailure {
                            stack.pop();
                            Self::deliver(&mut stack, false);
                        }
                    }
                }
            }
        }
        self.diags
    }

    /// Verifies isolated siblings on rayon's threads, each completely, and
    /// records their diagnostics in op order, as the serial batch does.
    fn verify_in_parallel(&mut self, children: &[Op]) -> Result<Option<Vec<Op>>, ()> {
        let (ir, policy) = (self.ir, self.policy);
        let reports: Vec<Vec<Diagnostic>> = children
            .par_iter()
            .map(|&child| Verifier { ir, policy, diags: Vec::new() }.run(child))
            .collect();
        let failed = reports.iter().any(|r| !r.is_empty());
        self.diags.extend(reports.into_iter().flatten());
        if failed { Err(()) } else { Ok(None) }
    }

    /// Hands the outcome of a finished isolated verification to its batch.
    fn deliver(stack: &mut [Frame], ok: bool) {
        if let Some(Frame::Batch { failed, .. }) = stack.last_mut() {
            *failed |= !ok;
        }
    }

    /// Records a failure; returns whether the result was a success.
    fn check(&mut self, result: VerifyResult) -> bool {
        match result {
            Ok(()) => true,
            Err(mut d) => {
                self.diags.append(&mut d);
                false
            }
        }
    }

    /// Runs one work item (a long block's ops at once, in runs on threads);
    /// `Ok(Some(ops))` asks for a batch of isolated ops to be verified
    /// before the rest of the work list.
    fn step(&mut self, item: Work, work: &mut Vec<Work>) -> Result<Option<Vec<Op>>, ()> {
        let ir = self.ir;
        match item {
            Work::EnterOp(op) => {
                let entered = self.check(enter_op(ir, op));
                // Most ops have no regions: finish them here rather than
                // through two more work items, as those would run next.
                if op.num_regions(ir) == 0 {
                    let go_on = entered || self.policy == Policy::CollectAll;
                    let finished = go_on && self.check(finish_op(ir, op));
                    return if entered && finished { Ok(None) } else { Err(()) };
                }
                work.push(Work::ExitOp(op));
                if entered || self.policy == Policy::CollectAll {
                    for region in op.regions(ir).collect::<Vec<_>>().into_iter().rev() {
                        for block in region.blocks(ir).collect::<Vec<_>>().into_iter().rev() {
                            work.push(Work::EnterBlock(block));
                        }
                    }
                }
                if entered { Ok(None) } else { Err(()) }
            }
            Work::EnterBlock(block) => {
                let entered = self.check(enter_block(ir, block));
                work.push(Work::ExitBlock(block));
                if !entered && self.policy == Policy::FirstFailure {
                    return Err(());
                }
                // Isolated ops are verified when the parent op is left.
                let start = work.len();
                let plain = block.ops(ir).rev().filter(|op| op.child_body(ir).is_none());
                work.extend(plain.map(Work::EnterOp));
                if work.len() - start >= parallel_runs::LONG_SEQUENCE && ir.ctx().multithreading() {
                    let ops: Vec<Op> = (work.drain(start..).rev())
                        .filter_map(|w| if let Work::EnterOp(op) = w { Some(op) } else { None })
                        .collect();
                    let policy = self.policy;
                    let first_only = policy == Policy::FirstFailure;
                    let mut diags = parallel_runs::verify_in_runs(&ops, first_only, |run| {
                        Verifier { ir, policy, diags: Vec::new() }.run_ops(run)
                    });
                    if !diags.is_empty() {
                        self.diags.append(&mut diags);
                        return Err(());
                    }
                }
                if entered { Ok(None) } else { Err(()) }
            }
            Work::ExitBlock(block) => {
                if self.check(exit_block(ir, block)) {
                    Ok(None)
                } else {
                    Err(())
                }
            }
            Work::ExitOp(op) => {
                work.push(Work::FinishOp(op));
                let children: Vec<Op> = op
                    .regions(ir)
                    .flat_map(|r| r.blocks(ir))
                    .flat_map(|b| b.ops(ir))
                    .filter(|o| o.child_body(ir).is_some())
                    .collect();
                if children.len() > 1 && ir.ctx().multithreading() {
                    return self.verify_in_parallel(&children);
                }
                Ok((!children.is_empty()).then_some(children))
            }
            Work::FinishOp(op) => {
                if self.check(finish_op(ir, op)) {
                    Ok(None)
                } else {
                    Err(())
                }
            }
        }
    }
}

/// Each discardable attribute named `dialect.…` is checked by its
/// registered dialect's hook, first of all, as MLIR does.
fn verify_dialect_attrs(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    if !ctx.has_dialect_attr_verifier.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(());
    }
    let Some(entries) = op.attr_dict(ir).as_dictionary(ctx) else { return Ok(()) };
    for &entry in entries {
        let Some((dialect, _)) = entry.name.as_str(ctx).split_once('.') else { continue };
        if let Some(verify) = ctx.dialect_hooks(dialect).and_then(|h| h.verify_op_attribute) {
            verify(ir, op, entry)?;
        }
    }
    Ok(())
}

/// Whether `op` satisfies its declaration alone: its structural traits
/// and the constraints on its operands, results, attributes, regions and
/// successors (ODS's `OpInvariants`), not its own verifier nor the ops of
/// its regions. Code reading an op through its typed accessors relies on
/// these; an op of no registered definition has none.
pub fn verify_declaration(ir: &IrView, op: Op) -> VerifyResult {
    let Some(def) = op.name(ir).def(ir.ctx()) else { return Ok(()) };
    for t in def.traits.defs.iter().filter(|t| t.stage == TraitStage::Structural) {
        if let Some(verify) = t.verify {
            verify(ir, op)?;
        }
    }
    match def.verify_invariants {
        Some(verify) => verify(ir, op),
        None => Ok(()),
    }
}

/// Checks made when entering an op, before its regions.
fn enter_op(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    verify_dialect_attrs(ir, op)?;
    let name = op.name(ir);
    if let Some(def) = name.def(ctx) {
        let traits = def.traits.defs;
        for t in traits.iter().filter(|t| t.stage == TraitStage::Structural) {
            if let Some(verify) = t.verify {
                verify(ir, op)?;
            }
        }
        if let Some(verify) = def.verify_invariants {
            verify(ir, op)?;
        }
        for t in traits.iter().filter(|t| t.stage == TraitStage::Regular) {
            if let Some(verify) = t.verify {
                verify(ir, op)?;
            }
        }
        if let Some(verify) = def.verify {
            verify(ir, op)?;
        }
    }
    let registered = name.registered(ctx).is_some();
    for (i, region) in op.regions(ir).enumerate() {
        let kind = crate::definitions::interfaces::region_kind::region_kind(ir, op, i);
        if registered
            && kind == crate::definitions::interfaces::region_kind::RegionKind::Graph
            && region.blocks(ir).nth(1).is_some()
        {
            return Err(op
                .emit_op_error(ir, format!("expects graph region #{i} to have 0 or 1 blocks"))
                .into());
        }
        let Some(entry) = region.first_block(ir) else { continue };
        let has_pred = region
            .blocks(ir)
            .filter_map(|b| b.last_op(ir))
            .any(|t| t.successors(ir).any(|s| s == entry));
        if has_pred {
            return Err(Diagnostic::error(
                op.loc(ir),
                "entry block of region may not have predecessors",
            )
            .into());
        }
    }
    Ok(())
}

/// Whether a block may end without a terminator: the only block of a region
/// whose parent op has `NoTerminator` or is unregistered (it might).
fn may_lack_terminator(ir: &IrView, block: Block) -> bool {
    let Some(region) = block.region(ir) else { return true };
    if region.blocks(ir).nth(1).is_some() {
        return false;
    }
    let Some(parent) = region.parent_op(ir) else { return true };
    let ctx = ir.ctx();
    parent.name(ir).registered(ctx).is_none()
        || parent.name(ir).traits(ctx).contains(OpTraits::NO_TERMINATOR)
}

fn enter_block(ir: &IrView, block: Block) -> VerifyResult {
    let Some(last) = block.last_op(ir) else {
        if may_lack_terminator(ir, block) {
            return Ok(());
        }
        let loc = block.parent_op(ir).map_or(ir.ctx().unknown_loc(), |p| p.loc(ir));
        return Err(Diagnostic::error(loc, "empty block: expect at least a terminator").into());
    };
    for op in block.ops(ir) {
        if op != last && op.num_successors(ir) != 0 {
            return Err(op
                .emit_error(ir, "operation with block successors must terminate its parent block")
                .into());
        }
    }
    Ok(())
}

fn exit_block(ir: &IrView, block: Block) -> VerifyResult {
    let Some(last) = block.last_op(ir) else { return Ok(()) };
    if last.successors(ir).any(|s| s.region(ir) != block.region(ir)) {
        return Err(last.emit_op_error(ir, "branching to block of a different region").into());
    }
    if may_lack_terminator(ir, block) {
        return Ok(());
    }
    let ctx = ir.ctx();
    let name = last.name(ir);
    let might_terminate =
        name.registered(ctx).is_none() || name.traits(ctx).contains(OpTraits::TERMINATOR);
    if might_terminate {
        return Ok(());
    }
    let printed =
        crate::asm::printer::print_op_for_diagnostic(ir, last, ctx.debug_info_in_op_notes());
    Err(last.emit_error(ir, format!("block with no terminator, has {printed}")).into())
}

/// Checks made when leaving an op, after its nested ops.
fn finish_op(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let name = op.name(ir);
    if let Some(def) = name.def(ctx) {
        for t in def.traits.defs {
            if let Some(verify) = t.verify_region {
                verify(ir, op)?;
            }
        }
        if let Some(verify) = def.verify_regions {
            verify(ir, op)?;
        }
        return Ok(());
    }
    let (dialect_registered, allows_unknown_ops) = ctx.op_dialect_facts(name);
    let dialect = name.dialect(ctx);
    if !dialect_registered {
        if ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        return Err(op.emit_op_error(
            ir,
            "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
        ).into());
    }
    if allows_unknown_ops {
        return Ok(());
    }
    Err(op.emit_error(
        ir,
        format!(
            "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
            name.as_str(ctx)
        ),
    ).into())
}
