//! IR storage: the root [`Ir`], its [`Body`] arenas, the one access type
//! [`IrView`], and the public handles [`Op`], [`Value`], [`Block`] and
//! [`Region`], each carrying the id of its body.

mod body;
mod builder;
mod clone;
mod entity;
mod entity_map;
mod handles;
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
pub use mutate::OperationState;
pub use op_diagnostics::OpTextFn;
pub use tasks::{TaskBodies, TaskSplit};
pub use view::{Ir, IrView};
pub use walk::{WalkControl, WalkOrder};

pub(crate) use body::ValueDef;
