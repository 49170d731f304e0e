//! Times one pass alone, in process, as `mlir-opt --mlir-timing` reports
//! the pass's own line: `time_pass [--runs=N] <pass> <files…>` parses each
//! file afresh for each of N runs (5 by default) (the pass changes the IR), times only the pass
//! (`canonicalize`, `cse` or `test-single-fold`, run on the top-level module
//! as the driver's `--<pass>` flag runs it), and prints the best time as
//! `<file>: <pass> best of N: <ms> ms`. The rewriting benchmark
//! (`benches/rewrite.rs`) runs it when it is built:
//!
//! ```text
//! cargo build --release -p mlir-rs-tools --bin time_pass
//! target/release/time_pass canonicalize target/bench-inputs/rewrite_br_100k.mlir
//! ```
//!
//! It links mimalloc, as `mlir-rs-opt` does, so that the pass allocates as
//! it does in the driver.
//!
//! With `--phases` (before the pass name), one run is timed phase by phase
//! as `mlir-rs-opt --<pass>` runs them: parse, verify, the pass, verify
//! again, print (to nowhere), one line `<phase> <ms> ms` each: where the
//! whole process's time goes.

use std::sync::Arc;
use std::time::Instant;

use mlir_rs::core::Context;
use mlir_rs::core::asm::parser::{ParseConfig, parse_source};
use mlir_rs::core::asm::printer::{PrintOptions, print_ir_to};
use mlir_rs::core::pass::{PassManager, PassRegistry};
use mlir_rs::core::verify::{verify, verify_parsed};
use mlir_rs::opt::standard_registry;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Timed runs per file unless `--runs=N` says otherwise; the best is
/// reported.
const RUNS: usize = 5;

/// The best time of `pass` on the file at `path` over `runs` runs, in
/// seconds.
fn best_pass_time(pass: &str, path: &str, runs: usize) -> Result<f64, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let registry = standard_registry();
    let mut best = f64::MAX;
    for _ in 0..runs {
        let ctx = Arc::new(Context::with_dialects(&registry));
        ctx.set_allow_unregistered_dialects(true);
        let mut parsed = parse_source(ctx, &text, &ParseConfig::new(path))
            .map_err(|diags| format!("does not parse: {}", diags[0].message))?;
        let module = parsed.module();
        let mut pm = pass_manager(pass);
        let start = Instant::now();
        pm.run(&mut parsed.ir, module).map_err(|_| "the pass failed".to_string())?;
        best = best.min(start.elapsed().as_secs_f64());
    }
    Ok(best)
}

/// One run of `mlir-rs-opt --<pass>`'s phases on the file at `path`, each
/// timed, printed one per line.
fn phases(pass: &str, path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let registry = standard_registry();
    let ctx = Arc::new(Context::with_dialects(&registry));
    ctx.set_allow_unregistered_dialects(true);
    let timed = |phase: &str, start: Instant| {
        println!("{phase:<8} {:8.1} ms", start.elapsed().as_secs_f64() * 1e3);
    };
    let start = Instant::now();
    let mut parsed = parse_source(ctx, &text, &ParseConfig::new(path))
        .map_err(|diags| format!("does not parse: {}", diags[0].message))?;
    timed("parse", start);
    let start = Instant::now();
    verify_parsed(&parsed.ir, false).map_err(|_| "does not verify".to_string())?;
    timed("verify", start);
    let module = parsed.module();
    let mut pm = pass_manager(pass);
    let start = Instant::now();
    pm.run(&mut parsed.ir, module).map_err(|_| "the pass failed".to_string())?;
    timed("pass", start);
    let start = Instant::now();
    verify(&parsed.ir, module).map_err(|_| "the pass's output does not verify".to_string())?;
    timed("verify", start);
    let start = Instant::now();
    print_ir_to(&parsed.ir, &PrintOptions::default(), &mut std::io::sink())
        .map_err(|e| e.to_string())?;
    timed("print", start);
    Ok(())
}

/// The pass named `name` on the top-level module, alone: one thread, no
/// verification after it (timed separately).
fn pass_manager(name: &str) -> PassManager {
    let mut pm = PassRegistry::with_core_passes()
        .pipeline_of_flags("builtin.module", &[(name, "")])
        .expect("the pass exists and takes no option");
    pm.enable_threading(false).enable_verifier(false);
    pm
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let mut runs = RUNS;
    let by_phase = args.next_if(|a| a == "--phases").is_some();
    if let Some(n) = args.peek().and_then(|a| a.strip_prefix("--runs=")) {
        runs = n.parse().ok().filter(|&n| n > 0).unwrap_or_else(|| {
            eprintln!("time_pass: --runs wants a positive number");
            std::process::exit(2)
        });
        args.next();
    }
    let Some(name) = args.next() else {
        eprintln!(
            "usage: time_pass [--runs=N | --phases] <canonicalize|cse|test-single-fold> <file>..."
        );
        std::process::exit(2);
    };
    if PassRegistry::with_core_passes().create(&name, "").is_none() {
        eprintln!("time_pass: no pass named '{name}'");
        std::process::exit(2);
    }
    let pass = name.as_str();
    let mut failed = false;
    for path in args {
        if by_phase {
            if let Err(e) = phases(pass, &path) {
                eprintln!("{path}: {e}");
                failed = true;
            }
            continue;
        }
        match best_pass_time(pass, &path, runs) {
            Ok(secs) => println!("{path}: {name} best of {runs}: {:.1} ms", secs * 1e3),
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
            }
        }
    }
    std::process::exit(i32::from(failed));
}
