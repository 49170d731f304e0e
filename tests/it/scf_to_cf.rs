//! `convert-scf-to-cf` as a user's crate reaches it through the facade:
//! the pass in a pipeline of the user's registry, and its patterns in a
//! user's pattern set. The expected text is mlir-opt 22's output on the
//! same input (the differential data).

use std::sync::Arc;

use mlir_rs::core::rewrite::RewritePatternSet;
use mlir_rs::dialects::conversion::scf_to_cf::{
    ScfToControlFlow, populate_scf_to_control_flow_conversion_patterns,
};
use mlir_rs::prelude::*;

#[test]
fn the_pass_runs_from_a_users_registry() {
    let ctx = Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()));
    ctx.set_allow_unregistered_dialects(true);
    let dir =
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/differential/Conversion/SCFToControlFlow");
    let read = |file: &str| std::fs::read_to_string(format!("{dir}/{file}")).expect("data");
    let (input, expected) = (read("forall.mlir"), read("forall.mlir.0.out"));
    let mut module = Module::parse(&ctx, "forall.mlir", &input).expect("the input parses");
    let mut registry = PassRegistry::with_core_passes();
    registry.register::<ScfToControlFlow>();
    let pipeline = "builtin.module(convert-scf-to-cf{allow-pattern-rollback=false})";
    let mut pm = registry.parse_pipeline(pipeline).expect("the pipeline parses");
    let root = module.op().as_op();
    pm.run(module.ir_mut(), root).expect("the pass succeeds");
    // The tool ends its output with a blank line; the module's text does not.
    assert_eq!(format!("{}\n", module.print(&PrintOptions::default())), expected);
}

#[test]
fn the_patterns_come_in_upstreams_order_the_do_while_form_preferred() {
    let mut patterns = RewritePatternSet::new();
    populate_scf_to_control_flow_conversion_patterns(&mut patterns);
    let listed: Vec<(&str, u16)> =
        patterns.patterns().iter().map(|p| (p.debug_name(), p.benefit())).collect();
    assert_eq!(
        listed,
        [
            ("ForallLowering", 1),
            ("ForLowering", 1),
            ("IfLowering", 1),
            ("ParallelLowering", 1),
            ("WhileLowering", 1),
            ("ExecuteRegionLowering", 1),
            ("IndexSwitchLowering", 1),
            ("DoWhileLowering", 2),
        ]
    );
}
