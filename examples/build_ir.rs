//! Building IR in code: a module with one function, made with the typed
//! builders of `func` and `arith`, then verified and printed.
//!
//! ```sh
//! cargo run --example build_ir
//! ```
//!
//! The function it builds scales a tensor by constant weights and counts a
//! step; `mlir-opt` 22 prints the same text for it.

use std::sync::Arc;

use mlir_rs::dialects::{arith, func};
use mlir_rs::prelude::*;

/// Builds the module, verifies it and returns it printed in the custom
/// form, or the error rendered as mlir-opt renders diagnostics.
pub fn build() -> Result<String, String> {
    // A context knows the dialects it may build; `all_dialects` is the
    // standard ones.
    let ctx = Arc::new(Context::with_dialects(&mlir_rs::dialects::all_dialects()));
    let (f64t, i32t) = (ctx.f64_type(), ctx.integer_type(32));
    let tensor = ctx.ranked_tensor_type(&[4], f64t);
    // Every op carries a location: here this line of this file, so that
    // a diagnostic about a built op points at the code that built it.
    let loc = ctx.file_loc(file!(), line!(), column!());

    let mut module = Module::new(&ctx);
    let mut b = module.builder();

    // `func.func @scale(%x: tensor<4xf64>, %n: i32) -> (tensor<4xf64>, i32)`,
    // first without a body, then with an entry block whose arguments are
    // the function's inputs.
    let signature = ctx.function_type(&[tensor, i32t], &[tensor, i32t]);
    let scale = func::FuncOp::create(&mut b, loc, "scale", signature);
    let entry = scale.add_entry_block(&mut b);
    let (x, n) = (entry.arg(&b, 0), entry.arg(&b, 1));
    b.set_insertion_point(InsertPoint::BlockEnd(entry));

    // A dense constant: one value per element. `None` would mean the
    // values do not fit the type.
    let weights =
        ctx.dense_float_elements(tensor, &[0.5, 1.0, 1.5, 2.0]).expect("4 values for 4 elements");
    // `build_inferred` infers result types (here from the attribute's
    // type, or from the operands); it fails instead of building an op
    // whose types cannot be inferred.
    let weights =
        arith::ConstantOp::build_inferred(&mut b, loc, weights).map_err(|d| d.message)?.result(&b);
    let scaled = arith::MulFOp::build_inferred(&mut b, loc, x, weights, None)
        .map_err(|d| d.message)?
        .result(&b);

    // `build` takes the result types first, then operands and attributes
    // in declaration order; default-valued attributes come last, as
    // `Option`s (here the overflow flags).
    let one = ctx.integer_attr_i64(i32t, 1);
    let one = arith::ConstantOp::build(&mut b, loc, i32t, one).result(&b);
    let nsw = Some(arith::IntegerOverflowFlags::NSW);
    let next = arith::AddIOp::build(&mut b, loc, i32t, n, one, nsw).result(&b);
    func::ReturnOp::build(&mut b, loc, &[scaled, next]);

    // Nothing is checked while building; the verifier runs every op's
    // constraints, traits and hooks, as after parsing.
    module.verify().map_err(|diags| diags.to_string())?;
    Ok(module.to_string())
}

fn main() -> std::process::ExitCode {
    match build() {
        Ok(text) => {
            print!("{text}");
            std::process::ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    //! The printed module, checked against `mlir-opt` 22.

    /// What `build` prints. `mlir-opt-22` prints this text back unchanged
    /// (checked by running it on the text when the example was written; it
    /// writes one more newline at the end).
    const EXPECTED: &str = r#"module {
  func.func @scale(%arg0: tensor<4xf64>, %arg1: i32) -> (tensor<4xf64>, i32) {
    %cst = arith.constant dense<[5.000000e-01, 1.000000e+00, 1.500000e+00, 2.000000e+00]> : tensor<4xf64>
    %0 = arith.mulf %arg0, %cst : tensor<4xf64>
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.addi %arg1, %c1_i32 overflow<nsw> : i32
    return %0, %1 : tensor<4xf64>, i32
  }
}
"#;

    #[test]
    fn builds_verifies_and_prints_as_mlir_opt_does() {
        assert_eq!(super::build().as_deref(), Ok(EXPECTED));
    }
}
