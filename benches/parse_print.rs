//! Parse + print benchmark of the generic form: `mlir-rs-opt` against `mlir-opt-22`.
//!
//! Run with `cargo bench --bench parse_print` after
//! `cargo build --release -p mlir-rs-opt`. It
//!
//! 1. writes the inputs into `target/bench-inputs/` with the generator in
//!    `gen_module.rs`: an empty module (the memory baseline) and modules of
//!    10k, 100k and 1M ops, all in the generic form with unregistered ops only;
//! 2. runs, as child processes and alternating the two tools,
//!    `mlir-rs-opt --allow-unregistered-dialect --mlir-print-op-generic <file> -o /dev/null`
//!    and the same with `mlir-opt-22` (plus `--mlir-disable-threading`, so both are
//!    single-threaded), keeping the best wall time of N runs (N = 5, or 3 for 1M
//!    ops) and the peak RSS of each tool;
//! 3. prints a markdown table: time per tool, the ratio, and peak RSS per op, i.e.
//!    (peak RSS at that size − peak RSS on the empty module) / op count.
//!
//! It builds nothing itself. `mlir-opt-22` is skipped, with a note, when it is
//! not on `PATH`.
//!
//! Peak RSS comes from `wait4(2)`, which returns the `rusage` of exactly the
//! child it reaps (`getrusage(RUSAGE_CHILDREN)` reports the *maximum* over all
//! reaped children, so differences of it say nothing about a single run). On
//! Linux a child's `ru_maxrss` is at least the parent's RSS at spawn time (the
//! spawned child starts out sharing the parent's address space), so the inputs
//! are streamed to disk and never held in memory here, and the resulting floor
//! (the `ru_maxrss` of a spawned `true`) is printed with the results.
//!
//! Options (after `--`): `--generate-only` writes the inputs and stops;
//! `--no-ours` measures only `mlir-opt-22`; `--sizes=10k,100k` picks sizes
//! (`10k`, `100k`, `1M`).

#[path = "bench_util.rs"]
mod bench_util;
#[path = "gen_module.rs"]
mod gen_module;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bench_util::{
    Clock, Outcome, Tool, bench_alternately, exit_code, find_on_path, find_tools, inputs_dir,
    parse_options, run_child, streams_deterministically, target_dir, write_input,
};

/// A benchmark input: label, op count, runs per tool.
struct Size {
    label: &'static str,
    ops: usize,
    runs: usize,
}

const SIZES: [Size; 3] = [
    Size { label: "10k", ops: 10_000, runs: 5 },
    Size { label: "100k", ops: 100_000, runs: 5 },
    Size { label: "1M", ops: 1_000_000, runs: 3 },
];
const EMPTY: Size = Size { label: "empty", ops: 0, runs: 5 };

fn input_path(dir: &Path, size: &Size) -> PathBuf {
    dir.join(format!("generic_{}.mlir", size.label))
}

/// The smallest `ru_maxrss` a child of this process can report, in KiB: that
/// of `true`, which barely touches any memory. On Linux a child's `ru_maxrss`
/// includes this process's RSS at spawn time, so this is the measurement floor.
fn rss_floor_kib(stderr_path: &Path) -> Option<u64> {
    let exe = find_on_path("true")?;
    let run = run_child(&exe, &[], stderr_path).ok()?;
    run.status.ok().map(|()| run.rss_kib)
}

/// Benchmarks every tool on one input, alternating tools run by run (and which
/// one goes first, so neither always runs on a warmer cache).
fn bench_input(tools: &[Tool], input: &Path, size: &Size, stderr_path: &Path) -> Vec<Outcome> {
    bench_alternately(tools.len(), size.runs, |i, run_no| {
        let tool = &tools[i];
        let sample = tool.run(&[], input, stderr_path)?;
        match &sample.status {
            Err(why) => eprintln!("  {} failed on {}: {why}", tool.name, input.display()),
            Ok(()) => eprintln!(
                "  {:<11} {:>5} run {}/{}: {:.3} s, peak RSS {:.1} MiB",
                tool.name,
                size.label,
                run_no + 1,
                size.runs,
                sample.wall.as_secs_f64(),
                sample.rss_kib as f64 / 1024.0
            ),
        }
        Ok(sample)
    })
}

fn main() -> ExitCode {
    exit_code("parse_print", real_main())
}

fn real_main() -> Result<(), String> {
    let opts = parse_options(&SIZES, "sizes", "size", |s| s.label)?;
    let target = target_dir();
    let inputs = inputs_dir(&target)?;

    // 1. Inputs. First a cheap check that the generator is deterministic and
    // that its streaming and `String` forms agree.
    if !streams_deterministically(
        || gen_module::generate(2_000),
        |sink| gen_module::generate_with(2_000, sink),
    ) {
        return Err("the module generator is not deterministic".to_string());
    }
    let mut all: Vec<&Size> = vec![&EMPTY];
    all.extend(opts.picked.iter().copied());
    for size in &all {
        write_input(&input_path(&inputs, size), |sink| {
            gen_module::generate_with(size.ops, sink).map(|()| size.ops)
        })?;
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2. Tools.
    let mut notes = Vec::new();
    let tools = find_tools(&target, opts.no_ours, &mut notes, |_, _| {})?;

    // 3. Runs.
    let stderr_path = inputs.join("last-stderr.txt");
    let floor_before = rss_floor_kib(&stderr_path);
    let mut results: Vec<(&Size, Vec<Outcome>)> = Vec::new();
    for size in &all {
        let path = input_path(&inputs, size);
        results.push((size, bench_input(&tools, &path, size, &stderr_path)));
    }

    // 4. Report.
    let ours_idx = tools.iter().position(|t| t.name == "mlir-rs-opt");
    let theirs_idx = tools.iter().position(|t| t.name == "mlir-opt");
    let baseline: Vec<Option<u64>> = (0..tools.len())
        .map(|i| match results[0].1[i] {
            Outcome::Measured { rss_kib, .. } => Some(rss_kib),
            _ => None,
        })
        .collect();
    let cell = |outcomes: &[Outcome], idx: Option<usize>| -> String {
        idx.map_or("not measured".to_string(), |i| outcomes[i].cell(Clock::Wall))
    };
    let rss_cell = |outcomes: &[Outcome], idx: Option<usize>| -> String {
        idx.map_or("–".to_string(), |i| outcomes[i].rss_cell())
    };
    let per_op = |outcomes: &[Outcome], idx: Option<usize>, ops: usize| -> String {
        match (idx, idx.map(|i| &outcomes[i])) {
            (Some(i), Some(Outcome::Measured { rss_kib, .. })) if ops > 0 => match baseline[i] {
                Some(base) => {
                    let delta = *rss_kib as f64 - base as f64;
                    format!("{:.0}", delta * 1024.0 / ops as f64)
                }
                None => "no baseline".to_string(),
            },
            _ => "–".to_string(),
        }
    };

    println!();
    println!(
        "| size (ops) | mlir-rs-opt (s) | mlir-opt (s) | ratio ours/mlir-opt \
         | mlir-rs-opt peak RSS (MiB) | mlir-opt peak RSS (MiB) \
         | mlir-rs-opt RSS/op (B) | mlir-opt RSS/op (B) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (size, outcomes) in &results {
        let ratio = match (ours_idx.map(|i| &outcomes[i]), theirs_idx.map(|i| &outcomes[i])) {
            (Some(Outcome::Measured { wall: a, .. }), Some(Outcome::Measured { wall: b, .. })) => {
                format!("{:.2}", a.as_secs_f64() / b.as_secs_f64())
            }
            _ => "–".to_string(),
        };
        let label =
            if size.ops == 0 { "0 (empty module)".to_string() } else { size.label.to_string() };
        println!(
            "| {label} | {} | {} | {ratio} | {} | {} | {} | {} |",
            cell(outcomes, ours_idx),
            cell(outcomes, theirs_idx),
            rss_cell(outcomes, ours_idx),
            rss_cell(outcomes, theirs_idx),
            per_op(outcomes, ours_idx, size.ops),
            per_op(outcomes, theirs_idx, size.ops),
        );
    }
    println!();
    println!(
        "Times: best of N wall-clock runs (N = 5, 3 for 1M ops), process start-up included. \
         Peak RSS: smallest ru_maxrss over the runs; RSS/op = (peak RSS − peak RSS on the empty \
         module) / op count."
    );
    for note in &notes {
        println!("Note: {note}");
    }
    match (floor_before, rss_floor_kib(&stderr_path)) {
        (Some(a), Some(b)) => {
            let floor = a.max(b);
            println!(
                "Note: RSS floor (ru_maxrss of `true` spawned by this driver, before and after the \
                 runs): {:.1} MiB. On Linux a child's ru_maxrss includes the driver's RSS at \
                 spawn time, so values near this floor are an upper bound of the tool's own.",
                floor as f64 / 1024.0
            );
            for (i, tool) in tools.iter().enumerate() {
                if baseline[i].is_some_and(|base| base * 10 <= floor * 11) {
                    println!(
                        "Warning: the empty-module peak RSS of {} is within 10% of that floor, \
                         so its RSS/op may be slightly overstated.",
                        tool.name
                    );
                }
            }
        }
        _ => println!("Note: could not measure the RSS floor (no `true` on PATH?)."),
    }
    Ok(())
}
