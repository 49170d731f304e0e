//! `Context::new`: a context with the builtin dialect ([`Builtin`], its
//! ops defined with `#[op]`) and the builtin kinds' interface models, the
//! printer's display and op-text hooks, and the interface hooks of the
//! builtin kinds' verifiers.

use crate::builtin_ops::builtin::Builtin;
use crate::context::Context;
use crate::context::interface_hooks::InterfaceHooks;
use crate::definitions::interfaces::elements_attr::ElementsAttrInterface;
use crate::definitions::interfaces::memref_layout::{self, MemRefLayoutAttrInterface};
use crate::definitions::interfaces::shaped_type::ShapedTypeInterface;
use crate::definitions::interfaces::typed_attr::TypedAttr;
use crate::definitions::interfaces::vector_element;
use crate::definitions::op_type::Dialect;

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Self {
        let mut ctx = Context::bare();
        // The layers below the printer write values into messages through
        // the printer's functions, which the context holds (`display_hooks`).
        crate::asm::printer::install_printer_hooks(&mut ctx);
        // The builtin kinds' verifiers ask dialect kinds' interfaces the
        // same way (`interface_hooks`).
        ctx.set_interface_hooks(InterfaceHooks {
            is_vector_element: vector_element::dialect_vector_element,
            memref_layout: memref_layout::dialect_layout_model,
        });
        register_builtin_dialect(&ctx);
        ctx
    }
}

impl Context {
    /// A context with the builtin dialect and every dialect (and extension)
    /// of `registry` loaded.
    pub fn with_dialects(registry: &crate::DialectRegistry) -> Self {
        let ctx = Context::new();
        registry.load_into(&ctx);
        ctx
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// Registers the builtin dialect in a new context.
fn register_builtin_dialect(ctx: &Context) {
    <Builtin as Dialect>::register(ctx);
    // The interface models of builtin attribute and type kinds, which the
    // interfaces list (`builtin = […]`).
    TypedAttr.register_builtin(ctx);
    ShapedTypeInterface.register_builtin(ctx);
    ElementsAttrInterface.register_builtin(ctx);
    MemRefLayoutAttrInterface.register_builtin(ctx);
}
