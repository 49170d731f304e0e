//! The IR's memory report and the context's uniqued counts, which the
//! memory benchmarks divide a module's heap by: they count what was built.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::verify::one_call_api::Module;

#[test]
fn the_report_counts_the_records_and_their_bytes() {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    let before = ctx.uniqued_counts();
    let text = "%a = \"t.a\"() : () -> i32\n%b = \"t.b\"(%a, %a) : (i32, i32) -> i64\n\"t.c\"(%b) ({\n^bb0(%x: f32):\n  \"t.d\"(%x) : (f32) -> ()\n}) : (i64) -> ()\n";
    let module = Module::parse(ctx.clone(), "m.mlir", text).unwrap();
    let report = module.ir().memory_report();
    // The module and four ops; two results and a block argument; four
    // operand slots; the root's block (holding the module), the module's
    // and the region's.
    assert_eq!(report.ops, 5);
    assert_eq!(report.values, 3);
    assert_eq!(report.uses, 4);
    assert_eq!(report.blocks, 3);
    assert!(report.op_bytes >= 5 * 64, "{report:?}");
    assert!(report.use_bytes >= 4 * 16, "{report:?}");
    assert_eq!(
        report.total_bytes(),
        report.op_bytes
            + report.value_bytes
            + report.use_bytes
            + report.block_and_region_bytes
            + report.pool_bytes
            + report.body_bytes
    );
    let after = ctx.uniqued_counts();
    // One location per op and per block argument, all in `m.mlir`.
    assert!(after.locations >= before.locations + 5, "{before:?} {after:?}");
    assert!(after.types >= before.types + 2, "{before:?} {after:?}");
    assert!(after.op_names >= before.op_names + 4, "{before:?} {after:?}");
}
