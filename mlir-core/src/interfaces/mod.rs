//! The interface map's plumbing ([`implement`], [`impl_model`],
//! [`kind_handle`]) and the interfaces still written by hand, until they
//! join those `#[interface]` declares in `core_interfaces`.
//!
//! A hand-written interface is an object-safe Rust trait whose methods take
//! the op explicitly (`fn result_names(&self, ir, op, set_name)`); a
//! zero-sized model implements it per op. Registration attaches models to
//! an op's interface map ([`implement`]); lookup is `op.interface::<dyn
//! OpAsmOpInterface>(ir)`. An interface whose MLIR counterpart verifies ops
//! also exports a trait marker (`…Trait`, see [`crate::traits`]) that the
//! op lists with its traits, so the verifier runs in declaration order.

pub mod call;
pub mod function;
pub mod impl_model;
pub mod infer_type;
pub mod kind_handle;
pub mod op_asm;
pub mod symbol;

use std::any::{Any, TypeId};

use crate::ir::{IrView, Op};

/// A zero-sized interface model, found through the interface map.
pub type InterfaceModel = &'static (dyn Any + Send + Sync);

/// One entry of an op's interface map: the interface's `TypeId` and the
/// model, stored as `&'static &'static dyn I` behind `dyn Any`.
pub type InterfaceEntry = (TypeId, InterfaceModel);

/// The map entry for a model of interface `I` (a `dyn Trait` type):
/// `implement::<dyn BranchOpInterfaceModel>(&BR_MODEL)` where
/// `static BR_MODEL: &dyn BranchOpInterfaceModel = &BrModel;`.
pub fn implement<I: ?Sized + 'static>(model: &'static &'static I) -> InterfaceEntry
where
    &'static I: Send + Sync,
{
    (TypeId::of::<&'static I>(), model)
}

/// Finds the model of interface `I` in a map entry's payload.
pub(crate) fn downcast<I: ?Sized + 'static>(model: InterfaceModel) -> Option<&'static I> {
    let any: &'static dyn Any = model;
    any.downcast_ref::<&'static I>().copied()
}

impl Op {
    /// The op's model of interface `I`, if its registration attached one.
    pub fn interface<I: ?Sized + 'static>(self, ir: &IrView) -> Option<&'static I> {
        self.name(ir).interface::<I>(ir.ctx())
    }
}
