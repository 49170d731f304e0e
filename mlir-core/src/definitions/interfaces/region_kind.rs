//! `RegionKindInterface`: whether an op's regions are SSA control-flow
//! graphs (the default: definitions dominate uses) or graph regions (one
//! block, no ordering between definitions and uses).

use mlir_derive::interface;

use crate::ir::{IrView, Op, Region};

/// The kind of a region.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionKind {
    /// A control-flow graph of blocks with SSA dominance.
    SsaCfg,
    /// A graph region: at most one block, no dominance between its ops.
    Graph,
}

/// Ops that say what kind their regions are (MLIR's
/// `RegionKindInterface`; both methods are static, as MLIR's are).
#[interface(op)]
pub trait RegionKindInterface {
    /// The kind of region `index`.
    fn region_kind(index: usize) -> RegionKind;

    /// Whether region `index` requires SSA dominance.
    fn has_ssa_dominance(index: usize) -> bool {
        Self::region_kind(index) == RegionKind::SsaCfg
    }
}

/// The kind of region `index` of `op`: what its interface says, otherwise an
/// SSA CFG region.
pub fn region_kind(ir: &IrView, op: Op, index: usize) -> RegionKind {
    RegionKindInterfaceRef::get(ir, op).map_or(RegionKind::SsaCfg, |k| k.region_kind(index))
}

/// Whether uses in `region` must follow their definitions within a block,
/// as MLIR decides it: multi-block regions always; a single-block region of
/// an unregistered op never; otherwise as the parent's region kind says.
pub fn has_ssa_dominance(ir: &IrView, region: Region) -> bool {
    let mut blocks = region.blocks(ir);
    if blocks.next().is_some() && blocks.next().is_some() {
        return true;
    }
    let Some(parent) = region.parent_op(ir) else { return true };
    if parent.name(ir).registered(ir.ctx()).is_none() {
        return false;
    }
    let index = region.index_in_parent(ir).unwrap_or(0);
    RegionKindInterfaceRef::get(ir, parent).is_none_or(|k| k.has_ssa_dominance(index))
}

/// The model of ops whose regions are all graph regions (`builtin.module`).
pub struct AllGraphRegions;
impl RegionKindInterfaceModel for AllGraphRegions {
    fn region_kind(&self, _index: usize) -> RegionKind {
        RegionKind::Graph
    }
}
