//! `symbol-dce`: erases the symbols nothing live can reach, in the op's
//! symbol table and the tables nested in it.
//!
//! Liveness starts from the ops of a table that are not symbols and from
//! the symbols that cannot be discarded: those seen from outside (a table
//! is *hidden* when it is the top-level op, a private symbol, not a symbol
//! at all, or nested in a hidden one; in a table that is not hidden only
//! private symbols may go) and those whose `can_discard_on_use_empty`
//! refuses. Each live op makes live every symbol its references resolve to
//! from its table, every symbol on a nested reference's path included
//! (`@a::@b` keeps `@a` and `@b`); a reference that does not resolve keeps
//! nothing. A live table computes the liveness of its own symbols the same
//! way, and the ops with regions inside a live op that is not a table are
//! looked at too, so tables nested there are reached.
//!
//! The work is done with explicit stacks in the order of MLIR's recursive
//! worklists (last pushed first), so that, of several ops whose uses
//! cannot be known, the same one is reported.

use rustc_hash::FxHashSet;

use mlir_derive::pass;

use crate::context::diagnostics::Diagnostic;
use crate::definitions::interfaces::symbol::symbol_op;
use crate::ir::{IrView, Op, WalkControl, WalkOrder};
use crate::pass::pass::{Pass, Statistic};
use crate::pass::pass_context::PassContext;
use crate::semantics::symbol_table::{
    SymbolTableCollection, Visibility, is_symbol_table, symbol_uses, visibility,
};

/// Eliminate dead symbols
///
/// MLIR's `symbol-dce` (`SymbolDCE`): every symbol op (an op implementing
/// `SymbolOpInterface` with a name) of the op's symbol table and of the
/// tables nested in it that is not found live is erased. The op must be a
/// symbol table; an op whose symbol uses cannot be known (an op of an
/// unknown dialect with one region, which may be a table) fails the pass.
#[pass(argument = "symbol-dce", name = "SymbolDCE")]
#[derive(Debug)]
pub struct SymbolDce {
    /// Symbols erased.
    #[statistic(name = "num-dce'd", description = "Number of symbols DCE'd")]
    pub num_dce: Statistic,
}

impl Pass for SymbolDce {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let table = cx.op();
        if !is_symbol_table(cx, table) {
            let message =
                " was scheduled to run under SymbolDCE, but does not define a symbol table";
            let diagnostic = table.emit_op_error(cx, message);
            cx.emit(diagnostic);
            cx.signal_failure();
            return;
        }
        // The top-level table is hidden unless it is a symbol with a parent
        // that is not private.
        let hidden = match (table.parent_op(cx), symbol_op(cx, table)) {
            (Some(_), Some(_)) => visibility(cx, table) == Visibility::Private,
            _ => true,
        };
        let live = match compute_liveness(cx, table, hidden) {
            Ok(live) => live,
            Err(diagnostic) => {
                cx.emit(diagnostic);
                cx.signal_failure();
                return;
            }
        };
        let erased = erase_dead_symbols(cx, table, &live);
        self.num_dce.add(erased);
    }
}

/// One step of the liveness worklist of a table.
#[derive(Copy, Clone)]
enum Task {
    /// Look at a live op: enter it if it is a table, queue its ops with
    /// regions otherwise, and mark what it references.
    Visit(Op),
    /// Mark what a table op references from its parent table, once its own
    /// symbols are done.
    Uses(Op),
}

/// The worklist of one symbol table.
struct Frame {
    hidden: bool,
    tasks: Vec<Task>,
}

/// The live ops of `table` and of the tables reached from it, or the
/// error at the first op whose uses cannot be known.
fn compute_liveness(ir: &IrView, table: Op, hidden: bool) -> Result<FxHashSet<Op>, Diagnostic> {
    let mut live = FxHashSet::default();
    let mut tables = SymbolTableCollection::new();
    let mut stack = vec![start_table(ir, table, hidden, &mut live)];
    while let Some(frame) = stack.last_mut() {
        let Some(task) = frame.tasks.pop() else {
            stack.pop();
            continue;
        };
        let op = match task {
            Task::Visit(op) if is_symbol_table(ir, op) => {
                // A table is hidden if its parent is, if it is not a symbol,
                // or if it is private; its own uses count after its symbols.
                let nested_hidden = frame.hidden
                    || symbol_op(ir, op).is_none()
                    || visibility(ir, op) == Visibility::Private;
                frame.tasks.push(Task::Uses(op));
                let nested = start_table(ir, op, nested_hidden, &mut live);
                stack.push(nested);
                continue;
            }
            Task::Visit(op) => {
                // Ops with regions inside a live op may hold tables.
                for region in op.regions(ir) {
                    for block in region.blocks(ir) {
                        let with_regions = block.ops(ir).filter(|o| o.num_regions(ir) > 0);
                        frame.tasks.extend(with_regions.map(Task::Visit));
                    }
                }
                op
            }
            Task::Uses(op) => op,
        };
        mark_uses(ir, op, &mut tables, &mut live, &mut frame.tasks)?;
    }
    Ok(live)
}

/// The worklist of `table`: its ops that are not symbols, and the symbols
/// that cannot be discarded (marked live).
fn start_table(ir: &IrView, table: Op, hidden: bool, live: &mut FxHashSet<Op>) -> Frame {
    let mut tasks = Vec::new();
    let Some(region) = table.regions(ir).next() else { return Frame { hidden, tasks } };
    for block in region.blocks(ir) {
        for op in block.ops(ir) {
            let Some(symbol) = symbol_op(ir, op) else {
                tasks.push(Task::Visit(op));
                continue;
            };
            let discardable = (hidden || visibility(ir, op) == Visibility::Private)
                && symbol.can_discard_on_use_empty(ir);
            if !discardable && live.insert(op) {
                tasks.push(Task::Visit(op));
            }
        }
    }
    Frame { hidden, tasks }
}

/// Marks live every symbol that `op`'s references (on it and on the ops
/// nested in it, not entering tables) resolve to from its parent table,
/// queueing those newly live. Nothing when the parent is not a table.
fn mark_uses(
    ir: &IrView,
    op: Op,
    tables: &mut SymbolTableCollection,
    live: &mut FxHashSet<Op>,
    tasks: &mut Vec<Task>,
) -> Result<(), Diagnostic> {
    let Some(parent) = op.parent_op(ir).filter(|&p| is_symbol_table(ir, p)) else {
        return Ok(());
    };
    let Some(uses) = symbol_uses(ir, op) else {
        let message = "operation contains potentially unknown symbol table, meaning that we \
                       can't reliable compute symbol uses";
        return Err(op.emit_error(ir, message));
    };
    for symbol_use in uses {
        // A reference that does not resolve keeps nothing alive.
        let Some(path) = tables.lookup_symbol_path_in(ir, parent, symbol_use.symbol_ref) else {
            continue;
        };
        for symbol in path {
            if live.insert(symbol) {
                tasks.push(Task::Visit(symbol));
            }
        }
    }
    Ok(())
}

/// Erases the symbols of `table` and of every table nested in it that are
/// not live, inner tables first; returns how many were erased.
fn erase_dead_symbols(ir: &mut IrView, table: Op, live: &FxHashSet<Op>) -> u64 {
    let mut nested_tables = Vec::new();
    ir.walk(table, WalkOrder::PostOrder, |ir, op| {
        if is_symbol_table(ir, op) {
            nested_tables.push(op);
        }
        WalkControl::Advance
    });
    let mut erased = 0;
    for nested in nested_tables {
        let Some(region) = nested.regions(ir).next() else { continue };
        let dead: Vec<Op> = region
            .blocks(ir)
            .flat_map(|block| block.ops(ir))
            .filter(|&op| symbol_op(ir, op).is_some() && !live.contains(&op))
            // A symbol whose results are still used stays (erasing it
            // would leave its users dangling).
            .filter(|&op| op.results(ir).all(|r| r.use_empty(ir)))
            .collect();
        for op in dead {
            ir.erase_op(op);
            erased += 1;
        }
    }
    erased
}
