//! [`ImplModel`]: the zero-sized model through which a type that
//! implements an `#[interface]` trait itself is found in an interface map:
//! an op's typed handle (`impl ShapeInference for MulOp`) or a dialect
//! (`impl FoldDialect for Toy`). The interface macro implements the
//! interface's object-safe `…Model` trait for `ImplModel<T>` by calling
//! `T`'s method (on the op's handle, or on the dialect's
//! [`DialectInstance`](crate::definitions::op_type::DialectInstance)); registration
//! stores a `&'static` pointer to it, so lookup costs one hash of a
//! `TypeId`.

use std::marker::PhantomData;

/// The model of interface methods that `T` implements itself.
/// `fn() -> T` keeps it `Send + Sync` and zero-sized whatever `T` is.
pub struct ImplModel<T>(PhantomData<fn() -> T>);

impl<T> ImplModel<T> {
    /// The model (a constant, so `&ImplModel::<T>::NEW` is `'static`).
    pub const NEW: ImplModel<T> = ImplModel(PhantomData);
}
