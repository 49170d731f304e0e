//! When two ops compute the same thing for CSE (MLIR's
//! `OperationEquivalence` with locations ignored): the same name,
//! properties, discardable attributes, result types, successor and region
//! counts, and the same operands — in any order for a `Commutative` op
//! compared itself, in order for one nested in a region (as mlir-opt 22
//! compares them) — and regions that are equivalent block by block and op
//! by op, where a value defined inside one region stands for its
//! counterpart in the other (block arguments and results are paired as
//! they are compared).

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use crate::ir::{Block, IrView, Op, Region, Value};
use crate::semantics::traits::OpTraits;

/// The hash of what [`equivalent`] compares, regions left out (as MLIR's
/// hash leaves them out).
pub(super) fn hash_op(ir: &IrView, op: Op) -> u64 {
    let mut h = FxHasher::default();
    op.name(ir).hash(&mut h);
    op.props(ir).hash(&mut h);
    op.attrs(ir).hash(&mut h);
    for result in op.results(ir) {
        result.ty(ir).hash(&mut h);
    }
    if is_commutative(ir, op) {
        // Order-independent: a sum of the operands' own hashes.
        let sum = op.operands(ir).fold(0u64, |acc, v| acc.wrapping_add(hash_value(v)));
        sum.hash(&mut h);
    } else {
        for v in op.operands(ir) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Whether `a` and `b` are interchangeable (see the module).
pub(super) fn equivalent(ir: &IrView, a: Op, b: Op) -> bool {
    a == b || Pairing::default().ops(ir, a, b, true)
}

/// The values and blocks of one side paired with the other's so far.
#[derive(Default)]
struct Pairing {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl Pairing {
    /// `a` and `b` are equivalent ops: their results are paired from now
    /// on. `outermost` is false for ops nested in the regions compared.
    fn ops(&mut self, ir: &IrView, a: Op, b: Op, outermost: bool) -> bool {
        if a.name(ir) != b.name(ir)
            || a.props(ir) != b.props(ir)
            || a.attrs(ir) != b.attrs(ir)
            || a.num_results(ir) != b.num_results(ir)
            || a.num_operands(ir) != b.num_operands(ir)
            || a.num_regions(ir) != b.num_regions(ir)
            || a.num_successors(ir) != b.num_successors(ir)
            || !self.operands(ir, a, b, outermost)
        {
            return false;
        }
        for (x, y) in a.results(ir).zip(b.results(ir)) {
            if x.ty(ir) != y.ty(ir) {
                return false;
            }
            self.values.insert(x, y);
        }
        let regions: Vec<(Region, Region)> = a.regions(ir).zip(b.regions(ir)).collect();
        regions.into_iter().all(|(x, y)| self.regions(ir, x, y))
    }

    /// The operands correspond, in order, or as a multiset for an
    /// outermost commutative op.
    fn operands(&self, ir: &IrView, a: Op, b: Op, outermost: bool) -> bool {
        if !outermost || !is_commutative(ir, a) {
            return a.operands(ir).zip(b.operands(ir)).all(|(x, y)| self.same(x, y));
        }
        let mut rest: Vec<Value> = b.operands(ir).collect();
        for x in a.operands(ir) {
            match rest.iter().position(|&y| self.same(x, y)) {
                Some(i) => {
                    rest.swap_remove(i);
                }
                None => return false,
            }
        }
        true
    }

    /// `x` is `y`, or was paired with it.
    fn same(&self, x: Value, y: Value) -> bool {
        x == y || self.values.get(&x) == Some(&y)
    }

    /// The regions have as many blocks, each pair with arguments of the
    /// same types and equivalent ops branching to paired blocks.
    fn regions(&mut self, ir: &IrView, a: Region, b: Region) -> bool {
        let a_blocks: Vec<Block> = a.blocks(ir).collect();
        let b_blocks: Vec<Block> = b.blocks(ir).collect();
        a_blocks.len() == b_blocks.len()
            && a_blocks.into_iter().zip(b_blocks).all(|(x, y)| self.blocks(ir, x, y))
    }

    fn blocks(&mut self, ir: &IrView, a: Block, b: Block) -> bool {
        if a.num_args(ir) != b.num_args(ir) || !self.pair_block(a, b) {
            return false;
        }
        for (x, y) in a.args(ir).zip(b.args(ir)) {
            if x.ty(ir) != y.ty(ir) {
                return false;
            }
            self.values.insert(x, y);
        }
        let a_ops: Vec<Op> = a.ops(ir).collect();
        let b_ops: Vec<Op> = b.ops(ir).collect();
        if a_ops.len() != b_ops.len() {
            return false;
        }
        for (x, y) in a_ops.into_iter().zip(b_ops) {
            // Nested regions recurse: grow the stack rather than overflow it.
            if !stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.ops(ir, x, y, false)) {
                return false;
            }
            let successors: Vec<(Block, Block)> = x.successors(ir).zip(y.successors(ir)).collect();
            if !successors.into_iter().all(|(s, t)| self.pair_block(s, t)) {
                return false;
            }
        }
        true
    }

    /// Pairs block `a` with `b`, unless `a` is paired with another block.
    fn pair_block(&mut self, a: Block, b: Block) -> bool {
        *self.blocks.entry(a).or_insert(b) == b
    }
}

fn is_commutative(ir: &IrView, op: Op) -> bool {
    op.name(ir).traits(ir.ctx()).contains(OpTraits::COMMUTATIVE)
}

fn hash_value(v: Value) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    h.finish()
}
