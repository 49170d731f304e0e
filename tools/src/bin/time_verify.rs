//! Times the verifier alone, in process: parses each file given on the
//! command line once (the standard dialects registered, unregistered ones
//! allowed), then runs `verify_parsed` on it several times and
//! prints the best time. Used for the in-process numbers of `BENCHMARKS.md`:
//!
//! ```text
//! cargo bench --bench parse_verify -- --generate-only
//! cargo run --release -p mlir-rs-tools --bin time_verify -- target/bench-inputs/verify_1M.mlir
//! ```

use std::sync::Arc;
use std::time::Instant;

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, parse_source};

/// Verification runs per file; the best is reported.
const RUNS: usize = 7;

fn main() {
    let mut failed = false;
    for path in std::env::args().skip(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
                continue;
            }
        };
        let ctx = Arc::new(Context::with_dialects(&mlir_rs::dialects::all_dialects()));
        ctx.set_allow_unregistered_dialects(true);
        let parsed = match parse_source(ctx, &text, &ParseConfig::new(&path)) {
            Ok(parsed) => parsed,
            Err(diags) => {
                eprintln!("{path}: does not parse: {}", diags[0].message);
                failed = true;
                continue;
            }
        };
        let mut best = f64::MAX;
        for _ in 0..RUNS {
            let start = Instant::now();
            let result = mlir_rs::core::verify::verify_parsed(&parsed.ir, false);
            best = best.min(start.elapsed().as_secs_f64());
            if result.is_err() {
                eprintln!("{path}: does not verify");
                failed = true;
                break;
            }
        }
        println!("{path}: verify best of {RUNS}: {:.1} ms", best * 1e3);
    }
    std::process::exit(i32::from(failed));
}
