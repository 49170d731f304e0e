//! `MemoryEffectOpInterface`: the reads, writes, allocations and frees an op
//! performs, and the queries passes ask (is this op free of effects?).

use mlir_derive::interface;

use crate::ir::{IrView, Op, Value};
use crate::semantics::traits::OpTraits;

/// What an effect does.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum EffectKind {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates a resource.
    Allocate,
    /// Frees a resource.
    Free,
}

/// The resource an effect acts on; `DefaultResource` unless an op names one.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct Resource(pub &'static str);

impl Resource {
    /// MLIR's default resource.
    pub const DEFAULT: Resource = Resource("DefaultResource");
    /// The resource of automatically freed stack allocations.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Resource = Resource("AutomaticAllocationScopeResource");
}

/// One effect of an op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct EffectInstance {
    /// What it does.
    pub kind: EffectKind,
    /// On which resource.
    pub resource: Resource,
    /// The value it acts on, when known (an operand or result).
    pub value: Option<Value>,
}

/// Ops that list their memory effects (MLIR's `MemoryEffectOpInterface`).
#[interface(op)]
pub trait MemoryEffectOpInterface {
    /// Appends the op's effects to `out`.
    fn effects(&self, ir: &IrView, out: &mut Vec<EffectInstance>);
}

/// The effects of `op` alone (not its nested ops): `Some(list)` when known
/// (the `NoMemoryEffect` trait gives an empty list), `None` when the op
/// neither implements the interface nor has that trait.
pub fn op_effects(ir: &IrView, op: Op) -> Option<Vec<EffectInstance>> {
    if op.name(ir).traits(ir.ctx()).contains(OpTraits::NO_MEMORY_EFFECT) {
        return Some(Vec::new());
    }
    let model = MemoryEffectOpInterfaceRef::get(ir, op)?;
    let mut out = Vec::new();
    model.effects(ir, &mut out);
    Some(out)
}

/// Whether `op` (with its nested ops, when it has `RecursiveMemoryEffects`)
/// is known to have no memory effect, as MLIR's `isMemoryEffectFree`: the
/// op's own effects, when it declares them, must be none (also with
/// `RecursiveMemoryEffects`); an op that declares none must have
/// `RecursiveMemoryEffects`, and then its nested ops decide. Iterative:
/// deep nesting is fine.
pub fn is_memory_effect_free(ir: &IrView, op: Op) -> bool {
    let mut pending = vec![op];
    while let Some(op) = pending.pop() {
        let recursive = op.name(ir).traits(ir.ctx()).contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        match op_effects(ir, op) {
            Some(effects) if !effects.is_empty() => return false,
            Some(_) if !recursive => continue,
            None if !recursive => return false,
            _ => {}
        }
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                pending.extend(block.ops(ir));
            }
        }
    }
    true
}

/// Whether `op` only reads memory (or has no effect), nested ops included
/// when it has `RecursiveMemoryEffects`; as for [`is_memory_effect_free`],
/// the effects the op declares count with that trait too.
pub fn only_reads_memory(ir: &IrView, op: Op) -> bool {
    let mut pending = vec![op];
    while let Some(op) = pending.pop() {
        let recursive = op.name(ir).traits(ir.ctx()).contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        match op_effects(ir, op) {
            Some(effects) if effects.iter().any(|e| e.kind != EffectKind::Read) => return false,
            Some(_) if !recursive => continue,
            None if !recursive => return false,
            _ => {}
        }
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                pending.extend(block.ops(ir));
            }
        }
    }
    true
}
