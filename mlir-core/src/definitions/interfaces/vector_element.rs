//! `VectorElementTypeInterface`: dialect types that may be the elements of
//! a builtin `vector` (MLIR's interface of the same name), such as the LLVM
//! dialect's `!llvm.ptr` (`vector<4x!llvm.ptr>`). Builtin integers, `index`
//! and floats are vector elements without it.

use mlir_derive::interface;

use crate::context::Context;

/// Types a `vector` may hold. The interface has no method: listing it on
/// a kind (`#[type_def(interfaces = [VectorElementTypeInterface])]`, with
/// an empty `impl`) is the whole of it.
#[interface(type)]
pub trait VectorElementTypeInterface {
    /// Whether `ty` is a vector element here: true unless a model says
    /// otherwise (a kind whose instances are only sometimes elements).
    fn is_vector_element(&self, ctx: &Context) -> bool {
        let _ = ctx;
        true
    }
}

/// What the context's interface hooks say of a dialect type: whether its
/// model says it may be a vector element.
pub(crate) fn dialect_vector_element(
    ctx: &Context,
    ty: crate::context::builtin::types::Type,
) -> bool {
    VectorElementTypeInterfaceRef::get(ctx, ty).is_some_and(|e| e.is_vector_element(ctx))
}
