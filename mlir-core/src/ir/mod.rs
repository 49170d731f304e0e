//! IR storage: the root [`Ir`], its [`Body`] arenas, the one access type
//! [`IrView`], and the public handles [`Op`], [`Value`], [`Block`] and
//! [`Region`], each carrying the id of its body.
//!
//! Files, one per concept:
//! - `entity.rs` ids (`OpId`, `BlockId`, `RegionId`, `ValueId`, `UseId`,
//!   `BodyId`); `entity_map.rs` `EntityMap` and `EntitySet`, maps and bit sets
//!   keyed by ops, values or blocks, one dense row per body;
//! - `body.rs` the `Body` arena and its records (`OpRecord` ≤ 72 bytes);
//! - `view.rs` `IrView` (the one access type) and `Ir` (the root owner);
//!   `tasks.rs` splitting a view for a parallel run, each task owning its
//!   isolated op's subtree of bodies;
//! - `handles.rs` the public handles and their read accessors;
//! - `mutate/` every mutation, one file per thing mutated;
//! - `builder.rs` `Builder`, `InsertPoint` and `OpBuilder`; `clone.rs` cloning
//!   and `relocate_op`; `walk.rs` walkers;
//! - `op_diagnostics.rs` errors about an op, with the `see current operation`
//!   note;
//! - `memory_report.rs` the bytes the records of a view's bodies take.

mod body;
mod builder;
mod clone;
mod entity;
mod entity_map;
mod handles;
mod memory_report;
mod mutate;
mod op_diagnostics;
mod tasks;
mod view;
mod walk;

pub use body::Body;
pub use builder::{Builder, InsertPoint, OpBuilder};
pub use clone::IrMapping;
pub use entity::{BlockId, BodyId, OpId, RegionId, UseId, ValueId};
pub use entity_map::{DenseKey, EntityMap, EntitySet};
pub use handles::{Block, Op, Region, Use, Value, ValueOwner};
pub use memory_report::IrMemoryReport;
pub use mutate::OperationState;
pub(crate) use mutate::refuse_cross_body_move;
pub use op_diagnostics::OpTextFn;
pub(crate) use op_diagnostics::print_op_for_diagnostic;
pub use tasks::{TaskBodies, TaskSplit};
pub use view::{Ir, IrView};
pub use walk::{WalkControl, WalkOrder};

pub(crate) use body::ValueDef;
