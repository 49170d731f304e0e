//! Times the `canonicalize` pass alone, in process, as `mlir-opt
//! --mlir-timing` reports its `Canonicalizer` line: each file given on the
//! command line is parsed afresh for each of several runs (the pass changes
//! the IR), only the pass is timed, and the best time is printed as
//! `<file>: canonicalize best of N: <ms> ms`. The rewriting benchmark
//! (`benches/rewrite.rs`) runs it when it is built:
//!
//! ```text
//! cargo build --release -p mlir-rs-tools --bin time_canonicalize
//! target/release/time_canonicalize target/bench-inputs/rewrite_br_100k.mlir
//! ```

use std::sync::Arc;
use std::time::Instant;

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, parse_source};
use mlir_rs::core::transforms::canonicalize::canonicalize;
use mlir_rs::opt::standard_registry;

/// Timed runs per file; the best is reported.
const RUNS: usize = 3;

/// The best time of the pass on the file at `path`, in seconds.
fn best_pass_time(path: &str) -> Result<f64, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let registry = standard_registry();
    let mut best = f64::MAX;
    for _ in 0..RUNS {
        let ctx = Arc::new(Context::with_dialects(&registry));
        ctx.set_allow_unregistered_dialects(true);
        let mut parsed = parse_source(ctx, &text, &ParseConfig::new(path))
            .map_err(|diags| format!("does not parse: {}", diags[0].message))?;
        let module = parsed.module();
        let start = Instant::now();
        canonicalize(&mut parsed.ir, module);
        best = best.min(start.elapsed().as_secs_f64());
    }
    Ok(best)
}

fn main() {
    let mut failed = false;
    for path in std::env::args().skip(1) {
        match best_pass_time(&path) {
            Ok(secs) => println!("{path}: canonicalize best of {RUNS}: {:.1} ms", secs * 1e3),
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
            }
        }
    }
    std::process::exit(i32::from(failed));
}
