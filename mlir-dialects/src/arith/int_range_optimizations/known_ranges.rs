//! [`KnownRanges`]: the integer ranges the analysis found, as the patterns
//! of the pass read them. The solver's states are copied out once it has
//! run (the patterns are shared with the driver, the solver cannot be);
//! from then on they are kept as MLIR keeps the solver's: a value replaced
//! by a new one hands its range on, and an erased op's results are
//! forgotten.

use std::sync::{Arc, Mutex, MutexGuard};

use mlir_core::dataflow::{DataFlowSolver, Lattice};
use mlir_core::definitions::interfaces::infer_int_range::{ConstantIntRanges, IntegerValueRange};
use mlir_core::ir::{IrView, Op, Value, WalkControl, WalkOrder};
use mlir_core::support::apint::APInt;
use rustc_hash::FxHashMap;

/// The known ranges of values, shared by the pass's patterns and its
/// listener; a value without a range is not known (never reached, or
/// not an integer).
#[derive(Clone, Default, Debug)]
pub struct KnownRanges(Arc<Mutex<FxHashMap<Value, ConstantIntRanges>>>);

impl KnownRanges {
    /// The ranges `solver` found for the values under `top`: every op's
    /// results and every block's arguments.
    pub fn from_solver(ir: &IrView, solver: &DataFlowSolver, top: Op) -> KnownRanges {
        let mut ranges = FxHashMap::default();
        let mut record = |value: Value| {
            let known = solver.lookup::<Lattice<IntegerValueRange>>(value);
            if let Some(range) = known.and_then(|l| l.value().range()) {
                ranges.insert(value, range.clone());
            }
        };
        ir.walk(top, WalkOrder::PreOrder, |ir, op| {
            op.results(ir).for_each(&mut record);
            for region in op.regions(ir) {
                for block in region.blocks(ir) {
                    block.args(ir).for_each(&mut record);
                }
            }
            WalkControl::Advance
        });
        KnownRanges(Arc::new(Mutex::new(ranges)))
    }

    /// The table (a poisoned lock still holds good ranges: updates are
    /// single inserts and removals).
    fn table(&self) -> MutexGuard<'_, FxHashMap<Value, ConstantIntRanges>> {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The range of `value`, if known.
    pub fn get(&self, value: Value) -> Option<ConstantIntRanges> {
        self.table().get(&value).cloned()
    }

    /// The one value `value` can have, if its range allows one only.
    pub fn constant(&self, value: Value) -> Option<APInt> {
        self.table().get(&value).and_then(ConstantIntRanges::constant_value)
    }

    /// Forgets the range of `value`.
    pub fn forget(&self, value: Value) {
        self.table().remove(&value);
    }

    /// Joins the range of `from` into that of `to` (a value replacing
    /// another keeps what was known of it).
    pub fn copy(&self, from: Value, to: Value) {
        let mut table = self.table();
        let Some(range) = table.get(&from).cloned() else { return };
        let joined = match table.get(&to) {
            Some(old) => old.range_union(&range),
            None => range,
        };
        table.insert(to, joined);
    }
}
