//! [`OpModel`]: the zero-sized model through which an op that implements
//! an `#[interface]` trait itself (`impl ShapeInference for MulOp`) is
//! found in the interface map. The interface macro implements the
//! interface's object-safe model trait for `OpModel<T>` by wrapping the op
//! in its typed handle `T` and calling `T`'s method; registration stores
//! a `&'static` pointer to it, so lookup costs one hash of a `TypeId`.

use std::marker::PhantomData;

/// The model of interface methods that op type `T` implements itself.
/// `fn() -> T` keeps it `Send + Sync` and zero-sized whatever `T` is.
pub struct OpModel<T>(PhantomData<fn() -> T>);

impl<T> OpModel<T> {
    /// The model (a constant, so `&OpModel::<T>::NEW` is `'static`).
    pub const NEW: OpModel<T> = OpModel(PhantomData);
}
