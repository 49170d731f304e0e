//! `ParseConfig::release_read_source` in a parse in parallel: the text
//! before the first function body goes back from the main pass, every
//! body's as the threads finish it, and the IR is the serial parse's.

use std::sync::{Arc, Mutex};

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, ReleaseSourceFn, parse_source};
use mlir_rs::core::asm::printer::{PrintOptions, print_ir};

#[test]
fn a_parallel_parse_releases_the_bodies_as_its_threads_finish_them() {
    let mut src = String::new();
    for f in 0..4_000 {
        src.push_str(&format!("func.func @f{f}(%a: i64) -> i64 {{\n"));
        for i in 0..40 {
            src.push_str(&format!(
                "  %v{i} = arith.addi %a, %a : i64 // {f} {i} padding padding\n"
            ));
        }
        src.push_str("  return %a : i64\n}\n");
    }
    assert!(src.len() > 8 << 20);
    let ctx = Arc::new(Context::with_dialects(&mlir_rs::dialects::all_dialects()));
    let released = Arc::new(Mutex::new(Vec::new()));
    let record = released.clone();
    let config = ParseConfig {
        parallel_min_bytes: Some(0),
        release_read_source: Some(ReleaseSourceFn(Arc::new(move |range| {
            record.lock().unwrap().push(range)
        }))),
        ..ParseConfig::new("funcs.mlir")
    };
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    let parsed = pool.install(|| parse_source(ctx.clone(), &src, &config)).unwrap();
    let serial = ParseConfig { parallel_min_bytes: None, ..ParseConfig::new("funcs.mlir") };
    let plain = parse_source(ctx, &src, &serial).unwrap();
    let opts = PrintOptions::new();
    assert_eq!(print_ir(&parsed.ir, &opts), print_ir(&plain.ir, &opts));

    // Every byte handed back, each once or more, all inside the source.
    let mut ranges = released.lock().unwrap().clone();
    ranges.sort_by_key(|r| r.start);
    let mut covered = 0;
    for range in &ranges {
        assert!(range.start < range.end && range.end <= src.len(), "{range:?}");
        assert!(range.start <= covered, "nothing hands back {covered}..{}", range.start);
        covered = covered.max(range.end);
    }
    assert_eq!(covered, src.len());
}
