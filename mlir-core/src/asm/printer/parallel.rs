//! Printing the functions of a module on rayon's threads.
//!
//! A *unit* is an op printed on its own, by a printer of its own, on any
//! thread: an isolated op that is not a symbol table and has no results,
//! whose enclosing regions (up to the top) name no value. Nothing it prints
//! then depends on what is printed before or after it: its SSA names start
//! from zero with nothing visible from outside (so [`SsaNames::compute`]
//! on the unit alone numbers it as the whole IR's numbering does), aliases
//! are already chosen by the collect pass, and it uses no distinct
//! attribute (whose numbers follow the print order: a context that made
//! one prints serially). The custom form only: the generic form numbers
//! every value of the file in one sequence.
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

use rayon::prelude::*;
use rustc_hash::FxHashSet;

use crate::asm::printer::state::{AliasKey, AliasState, Mode, PrintUnits, UnitResult};
use crate::asm::printer::{AsmPrinter, PrintOptions, SsaNames};
use crate::core_interfaces::op_asm_dialect::alias_sources;
use crate::ir::{IrView, Op};
use crate::traits::OpTraits;

/// Units printed ahead per thread when the engine reaches one.
const UNITS_PER_THREAD: usize = 16;

/// The units of the IR below `top` printed with `opts`, or `None` when this
/// print runs serially (one thread, threads off, the generic form, a
/// context with distinct attributes, no unit).
pub(super) fn find_units(ir: &IrView, top: &[Op], opts: &PrintOptions) -> Option<FxHashSet<Op>> {
    let ctx = ir.ctx();
    if opts.generic
        || !ctx.multithreading()
        || thread_count(opts) < 2
        || ctx.made_distinct_attributes()
    {
        return None;
    }
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
    (!units.is_empty()).then_some(units)
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
    alias_names: std::sync::Arc<rustc_hash::FxHashMap<AliasKey, String>>,
    default_dialects: Vec<&'static str>,
    indent: usize,
}

impl<'a> UnitSetting<'a> {
    /// Prints `op` alone: its text and the resources it used, or (collect
    /// mode) the values it visited.
    fn run(&self, op: Op) -> UnitResult<'a> {
        let mut p = AsmPrinter::new(self.ir, self.opts.clone(), self.mode);
        match self.mode {
            Mode::Print => {
                p.aliases = AliasState {
                    disabled: self.aliases_disabled,
                    names: std::sync::Arc::clone(&self.alias_names),
                    ..AliasState::default()
                };
                p.names = SsaNames::compute(self.ir, &[op], false);
            }
            // Names do not matter to the aliases.
            Mode::Collect => p.aliases.hooks = alias_sources(self.ir.ctx()),
        }
        p.default_dialects.clone_from(&self.default_dialects);
        p.indent = self.indent;
        p.print_op(op);
        match self.mode {
            Mode::Print => UnitResult::Text(p.out, p.used_resources),
            Mode::Collect => UnitResult::Aliases(std::mem::take(&mut p.aliases.entries)),
        }
    }
}

impl<'a> AsmPrinter<'a> {
    /// Makes this printer hand `units` to other threads.
    pub(super) fn hand_units_to_threads(&mut self, units: FxHashSet<Op>) {
        self.units = Some(Box::new(PrintUnits { ops: units, ready: VecDeque::new() }));
    }

    /// When `op`, at `indent`, is a unit: what its own printer produced
    /// (done ahead with the units after it in its block if it was not yet).
    pub(super) fn unit_result(&mut self, op: Op, indent: usize) -> Option<UnitResult<'a>> {
        if !self.units.as_ref()?.ops.contains(&op) {
            return None;
        }
        let mut units = self.units.take()?;
        if units.ready.front().is_none_or(|(first, _)| *first != op) {
            let ir = self.ir();
            let window_len = UNITS_PER_THREAD * thread_count(&self.opts);
            let mut window = vec![op];
            let mut next = op.next(ir);
            while let Some(n) = next.filter(|n| window.len() < window_len && units.ops.contains(n))
            {
                window.push(n);
                next = n.next(ir);
            }
            let setting = UnitSetting {
                ir,
                opts: self.opts.clone(),
                mode: self.mode,
                aliases_disabled: self.aliases.disabled,
                alias_names: std::sync::Arc::clone(&self.aliases.names),
                default_dialects: self.default_dialects.clone(),
                indent,
            };
            let run_all = || window.par_iter().map(|&unit| setting.run(unit)).collect();
            let done: Vec<_> = match &self.opts.threads {
                Some(pool) => pool.install(run_all),
                None => run_all(),
            };
            units.ready.clear();
            units.ready.extend(window.into_iter().zip(done));
        }
        let ready = units.ready.pop_front();
        self.units = Some(units);
        ready.map(|(_, result)| result)
    }
}
