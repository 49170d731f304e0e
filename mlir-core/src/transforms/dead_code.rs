//! Whether an op can be erased without changing what the program does
//! (MLIR's `isOpTriviallyDead` / `wouldOpBeTriviallyDead`): no result is
//! used, it is not a terminator or a symbol, and its memory effects (its
//! nested ops' too, when it has `RecursiveMemoryEffects`) are known and
//! are reads or effects on values it allocates as results. An unregistered op has unknown
//! effects, so it is never dead.
//!
//! `DeadOpQuery` remembers what an op's name decides (an unregistered op is
//! never dead, one without regions and effects always is), so a pass asking
//! about every op of a module asks once per name.

use crate::definitions::interfaces::memory_effects::{EffectKind, op_effects};
use crate::definitions::interfaces::symbol::SymbolOpInterfaceRef;
use crate::ir::{IrView, Op, Value, ValueOwner};
use crate::semantics::traits::OpTraits;

/// Whether `op` has no used result and would be dead (see the module).
pub fn is_op_trivially_dead(ir: &IrView, op: Op) -> bool {
    op.results(ir).all(|r| r.use_empty(ir)) && would_op_be_trivially_dead(ir, op)
}

/// Whether `op` could be erased if its results had no uses. Iterative over
/// nested ops.
pub fn would_op_be_trivially_dead(ir: &IrView, op: Op) -> bool {
    let ctx = ir.ctx();
    let name = op.name(ir);
    // An unregistered op might be a terminator.
    if name.registered(ctx).is_none() || name.traits(ctx).contains(OpTraits::TERMINATOR) {
        return false;
    }
    if SymbolOpInterfaceRef::get(ir, op).is_some() {
        return false;
    }
    // The common case, an op without regions, needs no list of ops to visit.
    if op.num_regions(ir) == 0 {
        return effects_allow_erasing(ir, op, false);
    }
    let mut pending = vec![op];
    while let Some(current) = pending.pop() {
        let recursive = current.name(ir).traits(ctx).contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for region in current.regions(ir) {
                for block in region.blocks(ir) {
                    pending.extend(block.ops(ir));
                }
            }
        }
        if !effects_allow_erasing(ir, current, recursive) {
            return false;
        }
    }
    true
}

/// Whether `op`'s own effects let it go: known, and each a read or an
/// effect on a value the op allocates as a result. Unknown effects are
/// fine only for an op with `RecursiveMemoryEffects` (`recursive`), whose
/// nested ops carry them and are checked one by one.
fn effects_allow_erasing(ir: &IrView, op: Op, recursive: bool) -> bool {
    let Some(effects) = op_effects(ir, op) else { return recursive };
    let allocated = |v: Option<Value>| {
        v.is_some_and(|v| {
            matches!(v.owner(ir), ValueOwner::Result(def, _) if def == op)
                && effects.iter().any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
        })
    };
    effects.iter().all(|e| e.kind == EffectKind::Read || allocated(e.value))
}

/// [`would_op_be_trivially_dead`] with what an op's name decides
/// remembered per name: an unregistered op, a terminator or a symbol is
/// never dead, an op without regions and without memory effects always
/// is. Passes that ask for every op of a module (region DCE) ask once per
/// name, not once per op.
#[derive(Default)]
pub struct DeadOpQuery {
    /// Per op name id: 0 not asked yet, else a [`NameVerdict`] as `u8`.
    by_name: Vec<u8>,
}

/// What an op's name says of its ops without regions.
#[derive(Copy, Clone, PartialEq, Eq)]
#[repr(u8)]
enum NameVerdict {
    Dead = 1,
    Kept = 2,
    /// Its effects depend on the op: ask each one.
    PerOp = 3,
}

impl DeadOpQuery {
    /// A query that knows no name yet.
    pub fn new() -> DeadOpQuery {
        DeadOpQuery::default()
    }

    /// Whether `op` has no used result and would be dead (as
    /// [`is_op_trivially_dead`]).
    pub fn is_trivially_dead(&mut self, ir: &IrView, op: Op) -> bool {
        op.results(ir).all(|r| r.use_empty(ir)) && self.would_be_trivially_dead(ir, op)
    }

    /// Whether `op` could be erased if its results had no uses (as
    /// [`would_op_be_trivially_dead`]).
    pub fn would_be_trivially_dead(&mut self, ir: &IrView, op: Op) -> bool {
        if op.num_regions(ir) != 0 {
            return would_op_be_trivially_dead(ir, op);
        }
        let name = op.name(ir);
        let at = name.0 as usize;
        let known = self.by_name.get(at).copied().unwrap_or(0);
        let verdict = if known != 0 {
            known
        } else {
            let ctx = ir.ctx();
            let traits = name.traits(ctx);
            let verdict = if name.registered(ctx).is_none()
                || traits.contains(OpTraits::TERMINATOR)
                || SymbolOpInterfaceRef::get(ir, op).is_some()
            {
                NameVerdict::Kept
            } else if traits.contains(OpTraits::NO_MEMORY_EFFECT) {
                NameVerdict::Dead
            } else {
                NameVerdict::PerOp
            } as u8;
            if at >= self.by_name.len() {
                self.by_name.resize(at + 1, 0);
            }
            self.by_name[at] = verdict;
            verdict
        };
        match verdict {
            v if v == NameVerdict::Dead as u8 => true,
            v if v == NameVerdict::Kept as u8 => false,
            _ => would_op_be_trivially_dead(ir, op),
        }
    }
}
