//! SSA value and block naming for printing, as mlir-opt numbers them:
//! entry-block arguments are `%argN`, other values `%N`; a multi-result op
//! takes one number (`%7:2`, used as `%7#1`); a region is numbered fully
//! (block arguments, then each op's results, block by block) before any
//! nested region, and every nested region starts from the counters its
//! parent region ended with, so sibling regions reuse numbers. Blocks are
//! `^bbN` by position in their region.
//!
//! Numbering is iterative (an explicit work list), never recursive.

use rustc_hash::FxHashMap;

use crate::ir::{Block, IrView, Op, Region, Value};

/// The printed name of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum NameSlot {
    /// Not numbered (not visible from the printed op).
    Unnamed,
    /// `%argN`.
    Arg(u32),
    /// `%N`, or `%N#i` for result `i` of a multi-result op.
    Num(u32),
}

/// Counters carried from a region into its nested regions.
#[derive(Copy, Clone, Default, Debug)]
struct Counters {
    next_value: u32,
    next_arg: u32,
}

/// Names of all values and blocks of the printed IR.
#[derive(Default)]
pub(crate) struct SsaNames {
    /// `[body][value]` → name.
    values: Vec<Vec<NameSlot>>,
    blocks: FxHashMap<Block, u32>,
}

impl SsaNames {
    /// Numbers everything below `roots` (and the roots' results).
    ///
    /// Custom form: each nested region starts from the counters its parent
    /// region ended with. Generic form: counters are never restored, and
    /// regions come from a LIFO work list (after a region is numbered, its
    /// ops' regions are pushed in order; the last pushed is numbered next),
    /// so every value of the file gets a distinct number, as in mlir-opt.
    pub(crate) fn compute(ir: &IrView, roots: &[Op], generic: bool) -> SsaNames {
        let mut names = SsaNames::default();
        let mut counters = Counters::default();
        for &op in roots {
            names.number_results(ir, op, &mut counters);
        }
        let mut work: Vec<(Region, Counters)> = Vec::new();
        let push_order = |regions: Vec<Region>, c: Counters, work: &mut Vec<(Region, Counters)>| {
            if generic {
                work.extend(regions.into_iter().map(|r| (r, c)));
            } else {
                work.extend(regions.into_iter().rev().map(|r| (r, c)));
            }
        };
        let root_regions: Vec<Region> = roots.iter().flat_map(|op| op.regions(ir)).collect();
        push_order(root_regions, counters, &mut work);
        let mut shared = counters;
        while let Some((region, saved)) = work.pop() {
            let mut c = if generic { shared } else { saved };
            let mut nested: Vec<Region> = Vec::new();
            for (i, block) in region.blocks(ir).enumerate() {
                names.blocks.insert(block, i as u32);
                let entry = i == 0;
                for arg in block.args(ir) {
                    let slot = if entry {
                        c.next_arg += 1;
                        NameSlot::Arg(c.next_arg - 1)
                    } else {
                        c.next_value += 1;
                        NameSlot::Num(c.next_value - 1)
                    };
                    names.set(ir, arg, slot);
                }
                for op in block.ops(ir) {
                    names.number_results(ir, op, &mut c);
                    nested.extend(op.regions(ir));
                }
            }
            shared = c;
            push_order(nested, c, &mut work);
        }
        names
    }

    fn number_results(&mut self, ir: &IrView, op: Op, c: &mut Counters) {
        if op.num_results(ir) == 0 {
            return;
        }
        let n = c.next_value;
        c.next_value += 1;
        for r in op.results(ir) {
            self.set(ir, r, NameSlot::Num(n));
        }
    }

    fn set(&mut self, ir: &IrView, v: Value, slot: NameSlot) {
        let b = v.body.as_u32() as usize;
        if self.values.len() <= b {
            self.values.resize_with(b + 1, Vec::new);
        }
        let per_body = &mut self.values[b];
        if per_body.is_empty() {
            per_body.resize(ir.body(v.body).num_values(), NameSlot::Unnamed);
        }
        if per_body.len() <= v.id.as_u32() as usize {
            per_body.resize(v.id.as_u32() as usize + 1, NameSlot::Unnamed);
        }
        per_body[v.id.as_u32() as usize] = slot;
    }

    /// The name of a value.
    pub(crate) fn get(&self, v: Value) -> NameSlot {
        self.values
            .get(v.body.as_u32() as usize)
            .and_then(|b| b.get(v.id.as_u32() as usize))
            .copied()
            .unwrap_or(NameSlot::Unnamed)
    }

    /// The number of a block in its region.
    pub(crate) fn block(&self, b: Block) -> Option<u32> {
        self.blocks.get(&b).copied()
    }
}
