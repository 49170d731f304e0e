//! Helpers the interface tests share: parsing a module with unregistered
//! ops allowed, and finding ops by name.

use std::sync::Arc;

use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::{Context, DialectRegistry, Module};

/// `text` parsed and verified in a context of `registry`'s dialects that
/// allows unregistered ones.
pub fn module(registry: &DialectRegistry, text: &str) -> Module {
    let ctx = Arc::new(Context::with_dialects(registry));
    ctx.set_allow_unregistered_dialects(true);
    Module::parse(&ctx, "in.mlir", text).unwrap_or_else(|d| panic!("{}", d.first_message()))
}

/// Every op named `name`, in walk order.
pub fn ops_named(ir: &IrView, name: &str) -> Vec<Op> {
    let mut found = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if op.name(ir).as_str(ir.ctx()) == name {
            found.push(op);
        }
        WalkControl::Advance
    });
    found
}
