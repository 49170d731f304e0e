//! The interface map's plumbing ([`implement`], [`impl_model`]); the core's interfaces themselves are declared with
//! `#[interface]` in `definitions::interfaces`.
//!
//! An interface map entry pairs an interface's model trait (a `dyn
//! …Model` type) with a `&'static` model; registration attaches entries to
//! an op's interface map ([`implement`]) and lookup is one hash of a
//! `TypeId` (`op.interface::<dyn OpAsmOpInterfaceModel>(ir)`, or the
//! generated `…Ref::get`).
//!
//! Files: `implement` here (`implement::<dyn IModel>(&MODEL)` makes an entry,
//! `op.interface::<dyn IModel>(ir)` finds it); `impl_model.rs` `ImplModel<T>`,
//! the zero-sized model of an op or dialect that implements an `#[interface]`
//! trait itself (the macro implements the interface's `…Model` trait for it by
//! calling the typed handle's method); `listed.rs` the marker that makes an
//! `impl` of an interface the implementer does not list an error.

pub mod impl_model;
pub mod listed;

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
