//! Verification after parsing: the checks mlir-opt's verifier makes on IR
//! that only uses builtin and unregistered ops. Each check reports what
//! mlir-opt reports, at the same location, with the failing op printed
//! generically in a `see current operation` note where mlir-opt adds one.
//!
//! Invariants checked, per op in pre-order:
//! - an op of a registered dialect is itself registered;
//! - `builtin.module`: one block in its region, and only dialect-prefixed
//!   discardable attributes;
//! - no operand is a value defined outside the nearest isolated-from-above
//!   ancestor (the parser leaves such uses as placeholders);
//! - the entry block of a region has no predecessors;
//! - dominance: in a region with more than one block (the module body is a
//!   graph region and never checked), every operand's definition dominates
//!   its use; uses in unreachable blocks are not checked.
//!
//! The API returns the first failure in op order, which is what mlir-opt
//! prints. The full trait-driven verifier builds on this module.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::asm::parser::ParsedFile;
use crate::asm::printer::print_op_for_diagnostic;
use crate::diag::Diagnostic;
use crate::ir::{Block, IrView, Op, Region, Value, ValueOwner, WalkControl, WalkOrder};

/// Checks a freshly parsed file; returns the first error in op order.
pub fn verify_parsed(file: &ParsedFile, debug_info: bool) -> Result<(), Diagnostic> {
    let ir: &IrView = &file.ir;
    let cross: FxHashSet<Value> = file.cross_uses.iter().map(|c| c.placeholder).collect();
    let mut error = None;
    ir.walk_all(WalkOrder::PreOrder, |ir, op| match verify_op(ir, op, &cross, debug_info) {
        Ok(()) => WalkControl::Advance,
        Err(d) => {
            error = Some(d);
            WalkControl::Interrupt
        }
    });
    error.map_or(Ok(()), Err)
}

/// The `see current operation` note.
fn current_op_note(
    ir: &IrView,
    op: Op,
    debug_info: bool,
) -> (crate::builtin::location::Location, String) {
    let printed = print_op_for_diagnostic(ir, op, debug_info);
    let sep = if printed.contains('\n') { "\n" } else { "" };
    (op.loc(ir), format!("see current operation: {sep}{printed}"))
}

fn op_error(ir: &IrView, op: Op, message: String, debug_info: bool) -> Diagnostic {
    let (loc, note) = current_op_note(ir, op, debug_info);
    Diagnostic::error(op.loc(ir), message).with_note(loc, note)
}

fn verify_op(
    ir: &IrView,
    op: Op,
    cross: &FxHashSet<Value>,
    debug_info: bool,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let name = op.name(ir);
    let full = name.as_str(ctx).to_owned();
    if name.registered(ctx).is_none() && ctx.is_dialect_registered(name.dialect(ctx)) {
        let msg = format!(
            "unregistered operation '{full}' found in dialect ('{}') that does not allow unknown operations",
            name.dialect(ctx)
        );
        return Err(op_error(ir, op, msg, debug_info));
    }
    if full == "builtin.module" {
        if op.region(ir, 0).blocks(ir).count() != 1 {
            let msg = "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks";
            return Err(op_error(ir, op, msg.to_owned(), debug_info));
        }
        if let Some(a) = op.attrs(ir).iter().find(|a| !a.name.as_str(ctx).contains('.')) {
            let msg = format!(
                "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{}'",
                a.name.as_str(ctx)
            );
            return Err(op_error(ir, op, msg, debug_info));
        }
    }
    if op.operands(ir).any(|v| cross.contains(&v)) {
        let mut d = op_error(
            ir,
            op,
            format!("'{full}' op using value defined outside the region"),
            debug_info,
        );
        if let Some((pb, pop)) = ir.body(op.body).parent {
            let iso = Op { body: pb, id: pop };
            d = d.with_note(iso.loc(ir), "required by region isolation constraints");
        }
        return Err(d);
    }
    for region in op.regions(ir) {
        verify_region(ir, op, region, debug_info)?;
    }
    Ok(())
}

fn verify_region(ir: &IrView, op: Op, region: Region, debug_info: bool) -> Result<(), Diagnostic> {
    let blocks: Vec<Block> = region.blocks(ir).collect();
    let Some(&entry) = blocks.first() else { return Ok(()) };
    let has_pred = blocks.iter().any(|b| b.ops(ir).any(|o| o.successors(ir).any(|s| s == entry)));
    if has_pred {
        return Err(Diagnostic::error(
            op.loc(ir),
            "entry block of region may not have predecessors",
        ));
    }
    // The module body is a graph region; single-block regions need no check
    // across blocks, and mlir-opt accepts use-before-def inside them.
    if blocks.len() < 2 || op.name(ir).as_str(ir.ctx()) == "builtin.module" {
        return Ok(());
    }
    check_dominance(ir, op, region, &blocks, debug_info)
}

/// Immediate dominators of the blocks reachable from the entry block
/// (Cooper, Harvey and Kennedy's iterative algorithm over reverse post-order).
fn dominators(ir: &IrView, blocks: &[Block]) -> (FxHashMap<Block, usize>, Vec<Option<usize>>) {
    let index: FxHashMap<Block, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .map(|b| {
            b.last_op(ir).map_or(Vec::new(), |t| {
                t.successors(ir).filter_map(|s| index.get(&s).copied()).collect()
            })
        })
        .collect();
    // Reverse post-order, iteratively.
    let mut order = Vec::new();
    let mut seen = vec![false; blocks.len()];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((b, i)) = stack.pop() {
        if i < succs[b].len() {
            stack.push((b, i + 1));
            let s = succs[b][i];
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    let mut rpo = vec![usize::MAX; blocks.len()];
    for (i, &b) in order.iter().enumerate() {
        rpo[b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; blocks.len()];
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut x) => {
                        let mut y = p;
                        while x != y {
                            while rpo[x] > rpo[y] {
                                x = idom[x].expect("processed");
                            }
                            while rpo[y] > rpo[x] {
                                y = idom[y].expect("processed");
                            }
                        }
                        x
                    }
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (index, idom)
}

fn dominates(idom: &[Option<usize>], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom[b] {
            Some(p) if p != b => b = p,
            _ => return false,
        }
    }
}

fn check_dominance(
    ir: &IrView,
    parent: Op,
    region: Region,
    blocks: &[Block],
    debug_info: bool,
) -> Result<(), Diagnostic> {
    let (index, idom) = dominators(ir, blocks);
    // Position of each op of the region in its block.
    for (bi, &b) in blocks.iter().enumerate() {
        if idom[bi].is_none() {
            continue; // unreachable: not checked
        }
        for user in b.ops(ir) {
            // The user and every op nested in it use values through `user`.
            let mut failure = None;
            ir.walk(user, WalkOrder::PreOrder, |ir, nested| {
                for (i, v) in nested.operands(ir).enumerate() {
                    let (def_block, def_op) = match v.owner(ir) {
                        ValueOwner::Result(d, _) => (d.block(ir), Some(d)),
                        ValueOwner::BlockArg(blk, _) => (Some(blk), None),
                        ValueOwner::Placeholder => continue,
                    };
                    let Some(def_block) = def_block else { continue };
                    if def_block.region(ir) != Some(region) {
                        continue;
                    }
                    let di = index[&def_block];
                    let ok = if di == bi {
                        match def_op {
                            Some(d) => {
                                d != user && d.is_before_in_block(ir, user)
                                    || (d == user && nested != user)
                            }
                            None => true,
                        }
                    } else {
                        dominates(&idom, di, bi)
                    };
                    if !ok {
                        failure = Some((nested, i, def_block, def_op));
                        return WalkControl::Interrupt;
                    }
                }
                WalkControl::Advance
            });
            if let Some((op, i, def_block, def_op)) = failure {
                let mut d = op_error(
                    ir,
                    op,
                    format!("operand #{i} does not dominate this use"),
                    debug_info,
                );
                let rel = if op == user { "same region" } else { "a parent region" };
                d = match def_op {
                    Some(def) => {
                        d.with_note(def.loc(ir), format!("operand defined here (op in the {rel})"))
                    }
                    None => {
                        let n = index[&def_block];
                        d.with_note(
                            parent.loc(ir),
                            format!(
                                "operand defined as a block argument (block #{n} in the {rel})"
                            ),
                        )
                    }
                };
                return Err(d);
            }
        }
    }
    Ok(())
}
