//! Helpers shared by the IR behaviour tests (`ir_api`, `symbol_table`,
//! the rewriter and driver tests): a context that accepts unregistered
//! ops, parsing test inputs, walking every op, and comparing printed IR with
//! an indented expectation.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::ir::{Ir, IrView, Op, WalkControl, WalkOrder};

/// A context that accepts the unregistered ops (`t.*`, `u.*`) the tests use.
pub fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Parses `src` (which must be valid) into a fresh [`context`].
pub fn parse(src: &str) -> Ir {
    parse_with(context(), src)
}

/// Parses `src` (which must be valid) into `ctx`.
pub fn parse_with(ctx: Arc<Context>, src: &str) -> Ir {
    match parse_source(ctx, src, &ParseConfig::new("test.mlir")) {
        Ok(file) => file.ir,
        Err(diags) => {
            let msgs: Vec<&str> = diags.iter().map(|d| d.message.as_str()).collect();
            panic!("test input does not parse: {msgs:?}\n{src}")
        }
    }
}

/// Every op of the IR, pre-order.
pub fn all_ops(ir: &IrView) -> Vec<Op> {
    let mut ops = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |_, op| {
        ops.push(op);
        WalkControl::Advance
    });
    ops
}

/// `s` with its common indentation and leading/trailing blank lines removed.
fn text(s: &str) -> String {
    let lines: Vec<&str> = s.lines().skip_while(|l| l.trim().is_empty()).collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|l| if l.len() >= indent { &l[indent..] } else { l.trim_start() })
        .collect::<Vec<_>>()
        .join("\n")
        .trim_end()
        .to_owned()
}

/// Asserts that printed IR, `got`, is `expected` once that is dedented.
#[track_caller]
pub fn assert_printed(got: String, expected: &str) {
    let want = text(expected);
    assert_eq!(got, want, "\n--- got ---\n{got}\n--- want ---\n{want}\n");
}
