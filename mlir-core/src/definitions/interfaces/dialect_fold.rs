//! `DialectFoldInterface`: a dialect's say in folding (MLIR's
//! `DialectFoldInterface`) — today where the constants folding produces
//! may be materialized, and [`constant_insertion_region`], the query the
//! folder asks for each folded op.
//!
//! The folder does not put a constant next to the op it folded: it hoists
//! it to the nearest enclosing region that is a sound, shared home for
//! constants, where one constant serves every op below. Which regions
//! qualify is the folder's rule plus the dialects' answers; see
//! [`constant_insertion_region`].

use mlir_derive::interface;

use crate::ir::{Block, IrView, Op, Region};

/// What a dialect says about folding inside its ops.
#[interface(dialect)]
pub trait DialectFoldInterface {
    /// Whether constants folded from ops nested in `region` (a region of
    /// an op of this dialect) may be materialized at its start, rather
    /// than further out. Defaults to `false`.
    fn should_materialize_into(&self, ir: &IrView, region: Region) -> bool {
        let _ = (ir, region);
        false
    }
}

/// The region into whose entry block the folder materializes the
/// constants folded from `op` (MLIR's `OperationFolder` insertion
/// region): walking outward from `op`'s region, the first one whose
/// parent op is isolated from above, unregistered (it might be isolated),
/// top level (it sits in the root region, as upstream's parentless
/// top-level op), or of a dialect whose [`DialectFoldInterface`] says
/// [`should_materialize_into`](DialectFoldInterface::should_materialize_into)
/// that region. An op of the root region itself gets the root region.
/// `None` for a detached op. Iterative: deep nesting is fine.
pub fn constant_insertion_region(ir: &IrView, op: Op) -> Option<Region> {
    constant_insertion_region_of_block(ir, op.block(ir)?)
}

/// [`constant_insertion_region`] for a constant wanted in `block`.
pub fn constant_insertion_region_of_block(ir: &IrView, block: Block) -> Option<Region> {
    let ctx = ir.ctx();
    let mut region = block.region(ir)?;
    loop {
        let Some(parent) = region.parent_op(ir) else { return Some(region) };
        let name = parent.name(ir);
        let top_level =
            parent.block(ir).and_then(|b| b.region(ir)).is_none_or(|r| r == ir.root_region());
        if name.registered(ctx).is_none() || name.is_isolated(ctx) || top_level {
            return Some(region);
        }
        if DialectFoldInterfaceRef::of_op(ir, parent)
            .is_some_and(|m| m.should_materialize_into(ir, region))
        {
            return Some(region);
        }
        region = parent.block(ir)?.region(ir)?;
    }
}
