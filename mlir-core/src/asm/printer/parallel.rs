//! Printing the functions of a module, and the long blocks of a generic
//! print, on rayon's threads.
//!
//! A *unit* is printed by a printer of its own, on any thread. There are
//! two kinds:
//!
//! - A lone op (custom form): an isolated op that is not a symbol table and
//!   has no results, whose enclosing regions (up to the top) name no value.
//!   Nothing it prints then depends on what is printed before or after it:
//!   its SSA names start from zero with nothing visible from outside (so
//!   [`SsaNames::compute`] on the unit alone numbers it as the whole IR's
//!   numbering does). The generic form numbers every value of the file in
//!   one sequence, so it has no lone units.
//! - A run of ops of a long block, when there are no lone units (the
//!   generic form, or ops that are not isolated, such as unregistered
//!   ones), or inside an isolated op that would be a lone unit but holds a
//!   block of at least [`HUGE_BLOCK`] ops (one function of a million ops):
//!   the names of the whole IR but the lone units are computed before
//!   printing, so any op prints the same from any printer that shares
//!   them. The outermost blocks of at least [`LONG_BLOCK`] ops print this
//!   way, [`RUN_LEN`] ops to a run (never the terminator the custom form
//!   elides).
//!
//! Either way aliases are already chosen by the collect pass, and no
//! distinct attribute is used (their numbers follow the print order: a
//! context that made one prints serially).
//!
//! When the printing engine reaches a unit in a block, it prints that unit
//! and the units right after it (a window, so memory stays bounded) on
//! rayon's threads, each with the indentation and default dialect the
//! engine has there, and writes their texts in order as it reaches them.
//! The output is byte for byte a serial print's.
//!
//! The alias pass (collect mode) goes the same way: each unit's collector
//! records the values it visits, in order, and the main collector takes
//! them in where the unit is ([`AliasState::merge_unit`]), so aliases are
//! named and ordered as a serial pass names and orders them.

use std::collections::VecDeque;
use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::FxHashSet;

use crate::asm::printer::{AsmPrinter, PrintOptions, SsaNames};
use crate::asm_hooks::printer_state::{
    AliasKey, AliasState, Mode, PrintUnits, ReadyUnit, UnitResult, Units,
};
use crate::definitions::interfaces::op_asm_dialect::alias_sources;
use crate::ir::{Block, IrView, Op};
use crate::semantics::traits::OpTraits;

/// Lone units printed ahead per thread when the engine reaches one.
const UNITS_PER_THREAD: usize = 16;

/// Blocks of at least this many ops print in runs (generic form).
pub(super) const LONG_BLOCK: usize = 1024;

/// A lone op with a block of at least this many ops prints in runs: it
/// would otherwise keep one thread busy while the others have nothing
/// left (below it, its own printer numbering its names in parallel with
/// the other units' is worth more).
const HUGE_BLOCK: usize = 1 << 16;

/// Ops of a long block one printer prints in a go: enough that setting up
/// the printer costs little beside them.
pub(super) const RUN_LEN: usize = 64;

/// Runs printed ahead per thread when the engine reaches one.
const RUNS_PER_THREAD: usize = 4;

/// The most text a unit's printer keeps: beyond it the unit prints on the
/// printer that streams (a window holds up to 16 units a thread).
const UNIT_TEXT_LIMIT: usize = 1 << 20;

/// The units of the IR below `top` printed with `opts`, or `None` when this
/// print runs serially (one thread, threads off, a context with distinct
/// attributes, no unit).
pub(super) fn find_units(ir: &IrView, top: &[Op], opts: &PrintOptions) -> Option<Units> {
    let ctx = ir.ctx();
    if !ctx.multithreading() || thread_count(opts) < 2 || ctx.made_distinct_attributes() {
        return None;
    }
    // Lone units when there are (a module of functions), else runs (a
    // module of ops the custom form does not isolate, or the generic form).
    let mut ops = if opts.generic { FxHashSet::default() } else { lone_units(ir, top) };
    let blocks = if ops.is_empty() {
        long_blocks(ir, top)
    } else {
        // A lone op holding a huge block (one function of a million ops)
        // prints in runs instead, numbered with the whole IR.
        let huge: Vec<Op> = ops.iter().copied().filter(|&op| holds_huge_block(ir, op)).collect();
        for op in &huge {
            ops.remove(op);
        }
        long_blocks(ir, &huge)
    };
    let units = Units { ops, blocks };
    (!units.ops.is_empty() || !units.blocks.is_empty()).then_some(units)
}

/// The isolated ops below `top` that print alone (see the module doc).
fn lone_units(ir: &IrView, top: &[Op]) -> FxHashSet<Op> {
    let ctx = ir.ctx();
    let mut units = FxHashSet::default();
    // Regions whose values are all unnamed, to look for units in: the top
    // level, then the regions of symbol tables found there.
    let mut work: Vec<Vec<Op>> = vec![top.to_vec()];
    while let Some(ops) = work.pop() {
        if ops.iter().any(|&op| op.num_results(ir) > 0) {
            continue;
        }
        for op in ops {
            let traits = op.name(ir).traits(ctx);
            if !traits.contains(OpTraits::ISOLATED_FROM_ABOVE) {
                continue;
            }
            if !traits.contains(OpTraits::SYMBOL_TABLE) {
                units.insert(op);
                continue;
            }
            for region in op.regions(ir) {
                let blocks: Vec<_> = region.blocks(ir).collect();
                if blocks.iter().all(|b| b.num_args(ir) == 0) {
                    work.push(blocks.iter().flat_map(|b| b.ops(ir)).collect());
                }
            }
        }
    }
    units
}

/// Whether a block of `op`'s regions has at least [`HUGE_BLOCK`] ops.
fn holds_huge_block(ir: &IrView, op: Op) -> bool {
    op.regions(ir)
        .flat_map(|r| r.blocks(ir))
        .any(|block| block.ops(ir).take(HUGE_BLOCK).count() == HUGE_BLOCK)
}

/// The outermost blocks below `top` of at least [`LONG_BLOCK`] ops.
fn long_blocks(ir: &IrView, top: &[Op]) -> FxHashSet<Block> {
    let mut blocks = FxHashSet::default();
    let mut work: Vec<Op> = top.to_vec();
    while let Some(op) = work.pop() {
        for block in op.regions(ir).flat_map(|r| r.blocks(ir)) {
            if block.ops(ir).take(LONG_BLOCK).count() == LONG_BLOCK {
                blocks.insert(block);
            } else {
                work.extend(block.ops(ir));
            }
        }
    }
    blocks
}

/// The number of threads units print on.
fn thread_count(opts: &PrintOptions) -> usize {
    opts.threads.as_ref().map_or_else(rayon::current_num_threads, |p| p.current_num_threads())
}

/// What a unit's printer starts from, shared by the threads of a window.
struct UnitSetting<'a> {
    ir: &'a IrView,
    opts: PrintOptions,
    mode: Mode,
    aliases_disabled: bool,
    alias_names: Arc<rustc_hash::FxHashMap<AliasKey, String>>,
    /// The names of the whole IR (runs); `None`: each unit numbers its own.
    names: Option<Arc<SsaNames>>,
    default_dialects: Vec<&'static str>,
    indent: usize,
}

impl<'a> UnitSetting<'a> {
    /// Prints `ops`, one after the other in their block: their text and
    /// the resources they used, or (collect mode) the values they visited.
    fn run(&self, ops: &[Op]) -> UnitResult<'a> {
        let mut p = AsmPrinter::new(self.ir, self.opts.clone(), self.mode);
        match self.mode {
            Mode::Print => {
                p.aliases = AliasState {
                    disabled: self.aliases_disabled,
                    names: Arc::clone(&self.alias_names),
                    ..AliasState::default()
                };
                p.names = match &self.names {
                    Some(names) => Arc::clone(names),
                    None => Arc::new(SsaNames::compute(self.ir, ops, false)),
                };
                p.keep_at_most = UNIT_TEXT_LIMIT;
            }
            // Names do not matter to the aliases.
            Mode::Collect => p.aliases.hooks = alias_sources(self.ir.ctx()),
        }
        p.default_dialects.clone_from(&self.default_dialects);
        for (i, &op) in ops.iter().enumerate() {
            if p.overflowed {
                break;
            }
            p.indent = self.indent;
            if i > 0 {
                // What the engine writes between the ops of a block.
                p.newline();
            }
            p.print_op(op);
        }
        match self.mode {
            Mode::Print if p.overflowed => {
                UnitResult::TooLong(self.names.is_none().then_some(p.names))
            }
            Mode::Print => UnitResult::Text(p.out, p.used_resources),
            Mode::Collect => UnitResult::Aliases(std::mem::take(&mut p.aliases.entries)),
        }
    }
}

impl<'a> AsmPrinter<'a> {
    /// Makes this printer hand `units` to other threads.
    pub(super) fn hand_units_to_threads(&mut self, units: Units) {
        self.units = Some(Box::new(PrintUnits { units, ready: VecDeque::new() }));
    }

    /// When `op`, at `indent`, starts a unit: what its printer produced
    /// (done ahead with the units after it in its block if it was not yet)
    /// and the unit's last op. `stop`: the op the engine stops before (an
    /// elided terminator), never part of a unit.
    pub(super) fn unit_result(
        &mut self,
        op: Op,
        indent: usize,
        stop: Option<Op>,
    ) -> Option<(UnitResult<'a>, Op)> {
        let ir = self.ir();
        let units = &self.units.as_ref()?.units;
        let lone = units.ops.contains(&op);
        if !lone && !op.block(ir).is_some_and(|b| units.blocks.contains(&b)) {
            return None;
        }
        let mut units = self.units.take()?;
        if units.ready.front().is_none_or(|ready| ready.first != op) {
            let threads = thread_count(&self.opts);
            let mut ops = vec![op];
            let mut next = op.next(ir);
            let (window_len, names) = if lone {
                let more = |n: &Op| units.units.ops.contains(n);
                while let Some(n) =
                    next.filter(|n| ops.len() < UNITS_PER_THREAD * threads && more(n))
                {
                    ops.push(n);
                    next = n.next(ir);
                }
                (1, None)
            } else {
                while let Some(n) = next
                    .filter(|&n| ops.len() < RUN_LEN * RUNS_PER_THREAD * threads && Some(n) != stop)
                {
                    ops.push(n);
                    next = n.next(ir);
                }
                (RUN_LEN, Some(Arc::clone(&self.names)))
            };
            let setting = UnitSetting {
                ir,
                opts: self.opts.clone(),
                mode: self.mode,
                aliases_disabled: self.aliases.disabled,
                alias_names: Arc::clone(&self.aliases.names),
                names,
                default_dialects: self.default_dialects.clone(),
                indent,
            };
            let run_all = || ops.par_chunks(window_len).map(|unit| setting.run(unit)).collect();
            let done: Vec<_> = match &self.opts.threads {
                Some(pool) => pool.install(run_all),
                None => run_all(),
            };
            units.ready.clear();
            units.ready.extend(ops.chunks(window_len).zip(done).map(|(unit, result)| ReadyUnit {
                first: unit[0],
                last: unit[unit.len() - 1],
                result,
            }));
        }
        let ready = units.ready.pop_front();
        self.units = Some(units);
        ready.map(|ready| (ready.result, ready.last))
    }
}
