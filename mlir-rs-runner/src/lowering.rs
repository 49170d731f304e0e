//! The lowering of a module of the standard dialects to the `llvm`
//! dialect, in process, through the pass registry of the opt tool and the
//! one pipeline of [`STANDARD_LOWERING`]. A module already in the `llvm`
//! dialect (what upstream's runner requires) is left as it is.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::PassManager;

/// The pipeline lowering a program of the standard dialects (`func`,
/// `arith`, `cf`, `scf`, `memref`, `math`, `index`, `affine`, `ub`) to
/// the `llvm` dialect, as `--pass-pipeline` spells it. `lower-affine` runs
/// again after `expand-strided-metadata`, which makes `affine.apply`;
/// `convert-math-to-llvm` takes the math ops with intrinsics and
/// `convert-math-to-libm` the others.
pub const STANDARD_LOWERING: &str = "builtin.module(lower-affine, convert-scf-to-cf, expand-strided-metadata, lower-affine, finalize-memref-to-llvm, convert-math-to-llvm, convert-math-to-libm, convert-to-llvm, reconcile-unrealized-casts)";

/// Whether `module` holds an op of another dialect than `llvm` and
/// `builtin` (the module itself aside), which the runner lowers first.
pub fn needs_lowering(ir: &IrView, module: Op) -> bool {
    let ctx = ir.ctx();
    let complete = ir.walk(module, WalkOrder::PreOrder, |ir, op| {
        let name = op.name(ir).as_str(ctx);
        let dialect = name.split_once('.').map_or("", |(dialect, _)| dialect);
        if dialect == "llvm" || dialect == "builtin" {
            WalkControl::Advance
        } else {
            WalkControl::Interrupt
        }
    });
    !complete
}

/// The pass manager of [`STANDARD_LOWERING`], its passes made by the
/// registry of the opt tool's dialect passes.
pub fn standard_lowering() -> PassManager {
    let mut tool = mlir_rs_opt::OptTool::new("mlir-rs-runner", &mlir_dialects::all_dialects());
    tool.register_dialect_passes();
    match tool.passes_mut().parse_pipeline(STANDARD_LOWERING) {
        Ok(pipeline) => pipeline,
        // The pipeline is a constant naming registered passes: a failure
        // is a defect of this crate, caught by its tests.
        Err(error) => panic!("the standard lowering does not parse: {}", error.message()),
    }
}

/// Runs [`STANDARD_LOWERING`] on `module`, verifying after each pass; the
/// diagnostics of the failure otherwise.
pub fn lower_to_llvm(ir: &mut IrView, module: Op) -> Result<(), Vec<Diagnostic>> {
    let mut pipeline = standard_lowering();
    pipeline.enable_verifier(true);
    pipeline.run(ir, module).map(drop).map_err(|failure| failure.diagnostics)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use mlir_core::Context;
    use mlir_core::asm::parser::{ParseConfig, parse_source};

    use super::*;

    #[test]
    fn the_pipeline_is_the_e2e_corpus_one() {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/e2e/pipeline.txt");
        let text = std::fs::read_to_string(file).expect("tests/e2e/pipeline.txt");
        assert_eq!(text.trim_end(), STANDARD_LOWERING);
        assert!(standard_lowering().to_string().contains("convert-math-to-libm"));
    }

    #[test]
    fn only_modules_with_other_dialects_are_lowered() {
        let parse = |text: &str| {
            let ctx = Arc::new(Context::with_dialects(&mlir_dialects::all_dialects()));
            parse_source(ctx, text, &ParseConfig::new("t.mlir")).expect("parses")
        };
        let llvm = parse("llvm.func @main() {\n  llvm.return\n}\n");
        assert!(!needs_lowering(&llvm.ir, llvm.module()));
        let mut std = parse(
            "func.func @main() -> i32 {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n",
        );
        let module = std.module();
        assert!(needs_lowering(&std.ir, module));
        lower_to_llvm(&mut std.ir, module).expect("lowers");
        assert!(!needs_lowering(&std.ir, module));
    }
}
