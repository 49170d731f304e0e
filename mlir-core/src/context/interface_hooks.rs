//! How the builtin kinds' verifiers and queries in this layer ask the
//! interfaces a dialect's kind implements, which are defined layers above
//! (see the layer table of `ARCHITECTURE.md`): whether a dialect type may
//! be a vector element (`VectorElementTypeInterface`), and what a dialect
//! attribute used as a memref layout says (`MemRefLayoutAttrInterface`).
//! `Context::new` gives each context the interfaces' functions as data
//! (`builtin_ops::builtin_dialect`), as it gives the
//! printer's (`display_hooks`). The builtin kinds are answered in this
//! layer without them, and a context made without `Context::new` treats
//! every dialect kind as implementing neither interface.

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::strided::StridesAndOffset;
use crate::context::builtin::types::Type;

/// The interfaces' answers for dialect kinds.
#[derive(Copy, Clone)]
pub struct InterfaceHooks {
    /// Whether a dialect type may be a vector element.
    pub is_vector_element: fn(&Context, Type) -> bool,
    /// What a dialect attribute says as a memref layout; `None` when it is
    /// not one.
    pub memref_layout: fn(&Context, Attribute) -> Option<DialectLayout>,
}

/// A dialect attribute's answers as a memref layout (its
/// `MemRefLayoutAttrInterface` model), as functions of the memref's shape.
#[derive(Copy, Clone)]
pub struct DialectLayout {
    /// Whether the layout is the identity (a memref type prints no such
    /// layout).
    pub is_identity: fn(&Context, Attribute) -> bool,
    /// Checks the layout against a memref's shape.
    pub verify: fn(&Context, Attribute, &[i64]) -> Result<(), String>,
    /// The strides and offset the layout gives a memref of this shape, or
    /// `None` when it is not strided.
    pub strides_and_offset: fn(&Context, Attribute, &[i64]) -> Option<StridesAndOffset>,
}

impl Context {
    /// Gives the context the interfaces' functions (`Context::new` does).
    pub(crate) fn set_interface_hooks(&mut self, hooks: InterfaceHooks) {
        self.interface_hooks = Some(hooks);
    }
}

/// Whether a dialect type implements `VectorElementTypeInterface` and says
/// it may be a vector element.
pub fn dialect_vector_element(ctx: &Context, ty: Type) -> bool {
    ctx.interface_hooks.is_some_and(|hooks| (hooks.is_vector_element)(ctx, ty))
}

/// A dialect attribute's answers as a memref layout, or `None` when it does
/// not implement `MemRefLayoutAttrInterface`.
pub fn dialect_layout(ctx: &Context, attr: Attribute) -> Option<DialectLayout> {
    ctx.interface_hooks.and_then(|hooks| (hooks.memref_layout)(ctx, attr))
}
