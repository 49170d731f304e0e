//! Reading IR from a file and looking at it: `Module::parse_file`, a walk
//! over every op, typed handles (`AddIOp::try_from_op`) and their
//! accessors, and errors rendered as mlir-opt renders them.
//!
//! ```sh
//! cargo run --example parse_and_walk -- examples/standard.mlir
//! cargo run --example parse_and_walk -- examples/invalid.mlir
//! ```

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;

use mlir_rs::core::asm::printer::type_to_string;
use mlir_rs::core::ir::{WalkControl, WalkOrder};
use mlir_rs::dialects::{arith, func};
use mlir_rs::prelude::*;

/// Parses and verifies the file at `path`, then describes it: its
/// functions, how many ops of each name it holds, and its integer
/// additions. A file that does not parse or verify gives its diagnostics,
/// rendered as mlir-opt renders them (`Diagnostics`' `Display`).
pub fn describe(path: &str) -> Result<String, String> {
    let ctx = Arc::new(Context::with_dialects(&mlir_rs::dialects::all_dialects()));
    let module = Module::parse_file(&ctx, path).map_err(|diags| diags.to_string())?;
    let ir = module.ir();

    let mut out = String::new();
    let mut counts = BTreeMap::<String, usize>::new();
    let mut additions = Vec::new();
    // Pre-order: an op is visited before the ops nested in its regions.
    // The walk uses no recursion, so deep nesting cannot overflow the stack.
    ir.walk(module.op().as_op(), WalkOrder::PreOrder, |ir, op| {
        *counts.entry(op.name(ir).as_str(ir.ctx()).to_owned()).or_default() += 1;
        // A typed handle is a checked view of a generic op: `None` when
        // the op is something else.
        if let Some(function) = func::FuncOp::try_from_op(ir, op) {
            let _ = writeln!(
                out,
                "function @{}: {} op(s) in {} block(s)",
                function.sym_name(ir),
                count_nested(ir, op),
                function.body(ir).blocks(ir).count(),
            );
        }
        if let Some(add) = arith::AddIOp::try_from_op(ir, op) {
            additions.push(add);
        }
        WalkControl::Advance
    });

    out.push_str("ops by name:\n");
    for (name, count) in &counts {
        let _ = writeln!(out, "  {name}: {count}");
    }
    out.push_str("integer additions:\n");
    for add in additions {
        // Accessors are named after the op's fields: operands and results
        // as values, attributes as the Rust values they stand for (here a
        // bit set of overflow flags, printed as in the IR).
        let ty = type_to_string(ir.ctx(), add.result(ir).ty(ir));
        let from = |value: Value| match value.defining_op(ir) {
            Some(op) => format!("a result of {}", op.name(ir).as_str(ir.ctx())),
            None => "a block argument".to_owned(),
        };
        // Parsed ops carry their place in the file.
        let line = match add.as_op().loc(ir).data(ir.ctx()) {
            LocationData::FileLineCol { line, .. } => line.to_string(),
            _ => "?".to_owned(),
        };
        let _ = writeln!(
            out,
            "  line {line}: {ty}, overflow flags `{}`, adds {} and {}",
            add.overflow_flags(ir),
            from(add.lhs(ir)),
            from(add.rhs(ir)),
        );
    }
    Ok(out)
}

/// The number of ops nested in `op`'s regions.
fn count_nested(ir: &IrView, op: Op) -> usize {
    let mut count = 0;
    ir.walk(op, WalkOrder::PreOrder, |_, _| {
        count += 1;
        WalkControl::Advance
    });
    count - 1
}

fn main() -> std::process::ExitCode {
    let path = std::env::args().nth(1).unwrap_or_else(|| "examples/standard.mlir".to_owned());
    match describe(&path) {
        Ok(text) => {
            print!("{text}");
            std::process::ExitCode::SUCCESS
        }
        Err(diagnostics) => {
            eprint!("{diagnostics}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    //! The example on the two files it is documented with. Cargo runs tests
    //! in the package's directory, so the paths are those of the commands.

    #[test]
    fn describes_the_standard_dialects_example() {
        let text = super::describe("examples/standard.mlir").unwrap();
        // The counts are those `mlir-opt-22 --print-op-stats` gives.
        assert_eq!(
            text,
            r#"function @clamp_sum: 5 op(s) in 3 block(s)
function @average: 4 op(s) in 1 block(s)
function @use: 3 op(s) in 1 block(s)
ops by name:
  arith.addf: 1
  arith.addi: 1
  arith.cmpi: 1
  arith.constant: 1
  arith.divf: 1
  arith.index_cast: 1
  builtin.module: 1
  cf.br: 1
  cf.cond_br: 1
  func.func: 3
  func.return: 3
  ub.poison: 1
integer additions:
  line 5: i32, overflow flags `nsw`, adds a block argument and a block argument
"#
        );
    }

    #[test]
    fn renders_errors_as_mlir_opt_does() {
        // `mlir-opt-22 examples/invalid.mlir` writes exactly this to
        // standard error (run from the repository's root).
        let expected = r#"examples/invalid.mlir:6:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @widen
  return %doubled : i32
  ^
examples/invalid.mlir:6:3: note: see current operation: "func.return"(%0) : (i32) -> ()
"#;
        assert_eq!(super::describe("examples/invalid.mlir").unwrap_err(), expected);
    }
}
