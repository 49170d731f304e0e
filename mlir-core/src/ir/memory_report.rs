//! How many bytes the IR's own records take: [`IrView::memory_report`],
//! what the memory benchmarks of `BENCHMARKS.md` split a module's heap
//! into. Each figure is the capacity of the storage that holds it, so it
//! counts what the allocator was asked for (its own rounding and slack
//! aside); the uniqued attributes, types and locations the records name
//! are the context's (`Context::uniqued_counts`).

use crate::context::builtin::attributes::Attribute;
use crate::ir::body::{BlockRecord, Body, OpHeader, RegionRecord, SuccessorRecord};
use crate::ir::entity::{BlockId, RegionId, ValueId};
use crate::ir::view::IrView;

/// Counts and bytes of the records of the bodies a view owns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IrMemoryReport {
    /// Bodies (isolated ops' arenas, and the root).
    pub bodies: usize,
    /// Ops, erased ones included.
    pub ops: usize,
    /// Values: results, block arguments and placeholders.
    pub values: usize,
    /// Operand slots.
    pub uses: usize,
    /// Blocks.
    pub blocks: usize,
    /// Op records, with the erased flags.
    pub op_bytes: usize,
    /// Value records.
    pub value_bytes: usize,
    /// Use records (operand slots).
    pub use_bytes: usize,
    /// Blocks (with their argument lists), regions and block slots.
    pub block_and_region_bytes: usize,
    /// Successor slots, region lists, property slots and placeholders.
    pub pool_bytes: usize,
    /// The bodies themselves, their headers (an isolated op's location,
    /// attributes, properties and regions) and the view's body table.
    pub body_bytes: usize,
}

impl IrMemoryReport {
    /// Every byte counted.
    pub fn total_bytes(&self) -> usize {
        self.op_bytes
            + self.value_bytes
            + self.use_bytes
            + self.block_and_region_bytes
            + self.pool_bytes
            + self.body_bytes
    }
}

/// Bytes of a vector's storage.
fn bytes_of<T>(v: &Vec<T>) -> usize {
    v.capacity() * size_of::<T>()
}

impl IrView {
    /// The counts and bytes of the records of the bodies this view owns.
    pub fn memory_report(&self) -> IrMemoryReport {
        let mut report =
            IrMemoryReport { body_bytes: bytes_of(&self.bodies), ..IrMemoryReport::default() };
        for body in self.bodies.iter().flatten() {
            add_body(&mut report, body);
        }
        report
    }
}

/// Adds one body's records to `report`.
fn add_body(report: &mut IrMemoryReport, body: &Body) {
    report.bodies += 1;
    report.ops += body.ops.len();
    report.values += body.values.len();
    report.uses += body.uses.len();
    report.blocks += body.blocks.len();
    report.op_bytes += bytes_of(&body.ops) + bytes_of(&body.erased);
    report.value_bytes += bytes_of(&body.values);
    report.use_bytes += bytes_of(&body.uses);
    let block_args: usize = body.blocks.iter().map(|b| bytes_of::<ValueId>(&b.args)).sum();
    report.block_and_region_bytes += bytes_of::<BlockRecord>(&body.blocks)
        + block_args
        + bytes_of::<RegionRecord>(&body.regions)
        + bytes_of::<BlockId>(&body.block_slots);
    report.pool_bytes += bytes_of::<SuccessorRecord>(&body.successor_pool)
        + bytes_of::<RegionId>(&body.region_pool)
        + bytes_of::<Option<Attribute>>(&body.prop_pool)
        + body.placeholder_bytes();
    let header = body.header.as_ref().map_or(0, |h: &OpHeader| {
        size_of::<OpHeader>() + bytes_of(&h.props) + bytes_of(&h.regions)
    });
    report.body_bytes += size_of::<Body>() + header;
}
