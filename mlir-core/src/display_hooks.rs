//! How the layers below the printer write types, attributes and locations
//! into messages. The printer sits above them (see the layer table of
//! `ARCHITECTURE.md`), so it installs its functions here once
//! (`asm::printer::install_display_hooks`, called by every `Context::new`);
//! the layers below call [`type_text`], [`attr_text`] and
//! [`location_text`] without naming the printer.

use std::sync::OnceLock;

use crate::builtin::attributes::Attribute;
use crate::builtin::location::Location;
use crate::builtin::types::Type;
use crate::context::Context;

/// The printer's functions that write one value as mlir-opt prints it
/// standalone (no aliases).
#[derive(Copy, Clone)]
pub struct DisplayHooks {
    /// Writes a type.
    pub ty: fn(&Context, Type) -> String,
    /// Writes an attribute.
    pub attr: fn(&Context, Attribute) -> String,
    /// Writes a location (`loc(…)`'s contents as messages show them).
    pub location: fn(&Context, Location) -> String,
}

static HOOKS: OnceLock<DisplayHooks> = OnceLock::new();

/// Installs the printer's functions (the first installation wins: there is
/// one printer).
pub fn install(hooks: DisplayHooks) {
    let _ = HOOKS.set(hooks);
}

fn hooks() -> &'static DisplayHooks {
    // Every context is created through `Context::new`, which installs the
    // printer's hooks before any message can be built.
    HOOKS.get().expect("the printer's display hooks are installed by Context::new")
}

/// A type as mlir-opt prints it in messages.
pub fn type_text(ctx: &Context, ty: Type) -> String {
    (hooks().ty)(ctx, ty)
}

/// An attribute as mlir-opt prints it in messages.
pub fn attr_text(ctx: &Context, attr: Attribute) -> String {
    (hooks().attr)(ctx, attr)
}

/// A location as mlir-opt prints it in messages.
pub fn location_text(ctx: &Context, loc: Location) -> String {
    (hooks().location)(ctx, loc)
}
