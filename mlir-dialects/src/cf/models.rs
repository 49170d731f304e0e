//! Interface models of `cf`'s ops: unit structs registered through
//! `#[op(interfaces = [...])]`. Which operands each branch forwards to
//! which successor (the core's branch verifier checks them against the
//! successors' arguments) and the weights of the branches are shared with
//! `llvm` (`crate::branch_models`, `crate::switch_support`); here, the
//! effect of `assert`.

use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterfaceModel, Resource,
};
use mlir_core::ir::{IrView, Op};

/// `cf.assert` may abort the program: upstream models it as a write to the
/// default resource, so it is never removed as dead.
pub(super) struct AssertEffects;
impl MemoryEffectOpInterfaceModel for AssertEffects {
    fn effects(&self, _op: Op, _ir: &IrView, out: &mut Vec<EffectInstance>) {
        out.push(EffectInstance {
            kind: EffectKind::Write,
            resource: Resource::DEFAULT,
            value: None,
        });
    }
}
