//! Folding away `builtin.unrealized_conversion_cast` chains (MLIR's
//! `reconcileUnrealizedCasts`) and the pass doing it on a whole op,
//! `reconcile-unrealized-casts`. A cast without users goes, and its
//! input casts are looked at again; a cast whose chain of input casts (each
//! giving exactly the next one's inputs, in order) reaches values of its
//! own result types is replaced by those values. What remains is a cast
//! some user still needs. Only the casts given are touched; the chain
//! may pass through others.

use mlir_derive::pass;
use rustc_hash::FxHashSet;

use crate::ir::{IrView, Op, Value, WalkControl, WalkOrder};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;

/// The name of the cast op.
const CAST: &str = "builtin.unrealized_conversion_cast";

/// Whether `op` is an unrealized conversion cast.
fn is_cast(ir: &IrView, op: Op) -> bool {
    op.name(ir).as_str(ir.ctx()) == CAST
}

/// The cast whose results are exactly `cast`'s inputs, in order.
fn input_cast(ir: &IrView, cast: Op) -> Option<Op> {
    let inputs: Vec<Value> = cast.operands(ir).collect();
    let producer = inputs.first()?.defining_op(ir)?;
    (is_cast(ir, producer) && producer.results(ir).eq(inputs.iter().copied())).then_some(producer)
}

/// Folds `casts` (see the module doc), latest first; returns those that
/// remain, in the order given.
pub fn reconcile_unrealized_casts(ir: &mut IrView, casts: &[Op]) -> Vec<Op> {
    let mut worklist: Vec<Op> = casts.to_vec();
    let mut queued: FxHashSet<Op> = casts.iter().copied().collect();
    // Only the casts given are folded or erased: a cast made before, which
    // a folded one leaves unused, stays (as it does upstream).
    let given: FxHashSet<Op> = casts.iter().copied().collect();
    let mut erased: FxHashSet<Op> = FxHashSet::default();
    let enqueue_inputs =
        |ir: &IrView, cast: Op, worklist: &mut Vec<Op>, queued: &mut FxHashSet<Op>| {
            for input in cast.operands(ir) {
                if let Some(producer) = input.defining_op(ir)
                    && given.contains(&producer)
                    && queued.insert(producer)
                {
                    worklist.push(producer);
                }
            }
        };
    while let Some(cast) = worklist.pop() {
        queued.remove(&cast);
        if cast.is_erased(ir) {
            continue;
        }
        if cast.results(ir).all(|r| r.use_empty(ir)) {
            enqueue_inputs(ir, cast, &mut worklist, &mut queued);
            erased.insert(cast);
            ir.erase_op(cast);
            continue;
        }
        let result_types: Vec<_> = cast.results(ir).map(|r| r.ty(ir)).collect();
        let mut next = Some(cast);
        while let Some(link) = next {
            let inputs: Vec<Value> = link.operands(ir).collect();
            if inputs.iter().map(|v| v.ty(ir)).eq(result_types.iter().copied()) {
                enqueue_inputs(ir, cast, &mut worklist, &mut queued);
                let results: Vec<Value> = cast.results(ir).collect();
                for (result, input) in results.into_iter().zip(inputs) {
                    ir.replace_all_uses_with(result, input);
                }
                erased.insert(cast);
                ir.erase_op(cast);
                break;
            }
            next = input_cast(ir, link);
        }
    }
    casts.iter().copied().filter(|op| !erased.contains(op)).collect()
}

/// Simplify and eliminate unrealized conversion casts
///
/// MLIR's `reconcile-unrealized-casts`: every
/// `builtin.unrealized_conversion_cast` nested in the op is folded away
/// when unused or when a chain of casts leads back to values of its
/// result types; the others stay.
#[pass(argument = "reconcile-unrealized-casts", name = "ReconcileUnrealizedCastsPass")]
#[derive(Debug)]
pub struct ReconcileUnrealizedCasts {}

impl Pass for ReconcileUnrealizedCasts {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let mut casts = Vec::new();
        cx.walk(root, WalkOrder::PostOrder, |ir, op| {
            if is_cast(ir, op) {
                casts.push(op);
            }
            WalkControl::Advance
        });
        reconcile_unrealized_casts(cx, &casts);
    }
}
