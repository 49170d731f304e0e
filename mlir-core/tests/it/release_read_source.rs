//! `ParseConfig::release_read_source`: a serial parse hands back the
//! source it has read, in order, in stretches of a few MiB, and parses the
//! same IR as without it.

use std::sync::{Arc, Mutex};

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ReleaseSourceFn, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};

#[test]
fn a_serial_parse_releases_what_it_has_read() {
    let mut src = String::new();
    for i in 0..200_000 {
        src.push_str(&format!("%v{i} = \"t.op\"() {{n = {i} : i64}} : () -> i64\n"));
    }
    assert!(src.len() > 8 << 20);
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    let released = Arc::new(Mutex::new(Vec::new()));
    let record = released.clone();
    let config = ParseConfig {
        parallel_min_bytes: None,
        release_read_source: Some(ReleaseSourceFn(Arc::new(move |range| {
            record.lock().unwrap().push(range)
        }))),
        ..ParseConfig::new("big.mlir")
    };
    let parsed = parse_source(ctx.clone(), &src, &config).unwrap();
    let plain = parse_source(ctx, &src, &ParseConfig::new("big.mlir")).unwrap();
    let opts = PrintOptions::new();
    assert_eq!(print_ir(&parsed.ir, &opts), print_ir(&plain.ir, &opts));

    let ranges = released.lock().unwrap().clone();
    assert!(ranges.len() >= 2, "{ranges:?}");
    assert_eq!(ranges[0].start, 0);
    for pair in ranges.windows(2) {
        assert_eq!(pair[0].end, pair[1].start, "{ranges:?}");
    }
    let last = ranges.last().unwrap();
    // Everything but the last stretch, each at an op's start.
    assert!(last.end <= src.len() && src.len() - last.end < 4 << 20, "{ranges:?}");
    for range in &ranges {
        assert!(src[range.end..].starts_with("%v"), "{range:?}");
    }
}
