//! `convert-scf-to-cf`: `scf`'s structured control flow to `cf`'s blocks
//! and branches (MLIR's `SCFToControlFlowPass`).

use mlir_core::conversion::{ConversionConfig, ConversionTarget, apply_partial_conversion};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_derive::pass;

use super::populate_scf_to_control_flow_conversion_patterns;

/// Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG
///
/// MLIR's `convert-scf-to-cf`: `scf.for`, `scf.if`, `scf.while`,
/// `scf.execute_region` and `scf.index_switch` become blocks joined by
/// `cf.br`, `cf.cond_br` and `cf.switch` (loops step and compare their
/// induction variable with `arith` ops); `scf.parallel` becomes a nest
/// of `scf.for` and `scf.forall` an `scf.parallel`, lowered in turn.
/// Other ops, `scf`'s terminators among them, are left as they are. An
/// `scf.forall` with shared outputs cannot be lowered: the pass fails,
/// naming it. `allow-pattern-rollback` selects the conversion's mode
/// (`mlir_core::conversion`): with it, a failure leaves the IR as it was.
#[pass(argument = "convert-scf-to-cf", name = "SCFToControlFlowPass")]
#[derive(Debug)]
pub struct ScfToControlFlow {
    /// Experimental performance flag to disallow pattern rollback
    #[option(default = true)]
    allow_pattern_rollback: bool,
}

/// The ops the pass must lower (upstream's illegal ops).
const ILLEGAL: [&str; 7] = [
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
];

impl Pass for ScfToControlFlow {
    /// A partial conversion: the structured ops illegal, every other op
    /// legal (upstream marks unknown ops legal).
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut patterns = RewritePatternSet::new();
        populate_scf_to_control_flow_conversion_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        for name in ILLEGAL {
            target.add_illegal_op_named(name);
        }
        target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
        let config = ConversionConfig {
            allow_pattern_rollback: self.allow_pattern_rollback,
            ..ConversionConfig::default()
        };
        let root = cx.op();
        if let Err(failure) = apply_partial_conversion(cx, &[root], &target, patterns, &config) {
            for diagnostic in failure.diagnostics {
                cx.emit(diagnostic);
            }
            cx.signal_failure();
        }
    }
}
