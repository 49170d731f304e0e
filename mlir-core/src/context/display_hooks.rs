//! How the layers below the printer write types, attributes and locations
//! into messages. The printer sits above them (see the layer table of
//! `ARCHITECTURE.md`), so `Context::new` gives each context the printer's
//! functions as data (`asm::printer::install_printer_hooks`); the layers
//! below call [`type_text`], [`attr_text`] and [`location_text`] without
//! naming the printer.
//!
//! `display(ctx)` on `Type`, `Attribute` and `Location` goes through the same
//! functions. Ops are written into messages the same way, through the op-text
//! hook of `ir::op_diagnostics`.

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;

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

impl Context {
    /// Gives the context the printer's functions (`Context::new` does, before
    /// any message can be built).
    pub(crate) fn set_display_hooks(&mut self, hooks: DisplayHooks) {
        self.display_hooks = Some(hooks);
    }
}

/// A type as mlir-opt prints it in messages.
pub fn type_text(ctx: &Context, ty: Type) -> String {
    match ctx.display_hooks {
        Some(hooks) => (hooks.ty)(ctx, ty),
        // Only a context made without `Context::new` lacks the printer.
        None => format!("{ty:?}"),
    }
}

/// An attribute as mlir-opt prints it in messages.
pub fn attr_text(ctx: &Context, attr: Attribute) -> String {
    match ctx.display_hooks {
        Some(hooks) => (hooks.attr)(ctx, attr),
        None => format!("{attr:?}"),
    }
}

/// A location as mlir-opt prints it in messages.
pub fn location_text(ctx: &Context, loc: Location) -> String {
    match ctx.display_hooks {
        Some(hooks) => (hooks.location)(ctx, loc),
        None => format!("{loc:?}"),
    }
}

/// A type, attribute or location with the context that prints it: what
/// [`Type::display`], [`Attribute::display`] and [`Location::display`]
/// return, for `format!("{}", ty.display(ctx))`.
#[derive(Copy, Clone)]
pub struct Displayed<'a, T> {
    ctx: &'a Context,
    value: T,
}

impl std::fmt::Display for Displayed<'_, Type> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&type_text(self.ctx, self.value))
    }
}

impl std::fmt::Display for Displayed<'_, Attribute> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&attr_text(self.ctx, self.value))
    }
}

impl std::fmt::Display for Displayed<'_, Location> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&location_text(self.ctx, self.value))
    }
}

impl Type {
    /// The type as mlir-opt writes it in messages (`tensor<2x3xf64>`, no
    /// aliases): `format!("{}", ty.display(ctx))`.
    pub fn display(self, ctx: &Context) -> Displayed<'_, Type> {
        Displayed { ctx, value: self }
    }
}

impl Attribute {
    /// The attribute as mlir-opt writes it in messages (`42 : i64`, no
    /// aliases).
    pub fn display(self, ctx: &Context) -> Displayed<'_, Attribute> {
        Displayed { ctx, value: self }
    }
}

impl Location {
    /// The location as mlir-opt writes it in messages.
    pub fn display(self, ctx: &Context) -> Displayed<'_, Location> {
        Displayed { ctx, value: self }
    }
}

#[cfg(test)]
mod tests {
    use crate::context::Context;

    #[test]
    fn values_display_as_messages_write_them() {
        let ctx = Context::new();
        let ty = ctx.function_type(&[ctx.f64_type()], &[]);
        assert_eq!(format!("'{}'", ty.display(&ctx)), "'(f64) -> ()'");
        let attr = ctx.type_attr(ty);
        assert_eq!(attr.display(&ctx).to_string(), "(f64) -> ()");
    }
}
