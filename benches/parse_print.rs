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

use std::fs::File;
use std::io::{BufWriter, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use bench_util::{MLIR_OPT, find_on_path, help_text, run_child, target_dir};

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

/// One tool under test.
struct Tool {
    name: &'static str,
    exe: PathBuf,
    extra_args: Vec<&'static str>,
}

/// The outcome of benchmarking one tool on one input.
enum Outcome {
    /// Best wall time and smallest peak RSS (KiB) over all runs.
    Measured { best: Duration, rss_kib: u64 },
    /// A run exited unsuccessfully; the reason, for the table.
    Failed(String),
    /// The tool was not run.
    Skipped,
}

struct Options {
    generate_only: bool,
    no_ours: bool,
    sizes: Vec<&'static Size>,
}

fn parse_options() -> Result<Options, String> {
    let mut opts = Options { generate_only: false, no_ours: false, sizes: SIZES.iter().collect() };
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            // cargo passes `--bench` to harness-less bench targets.
            "--bench" => {}
            "--generate-only" => opts.generate_only = true,
            "--no-ours" => opts.no_ours = true,
            _ if arg.starts_with("--sizes=") => {
                let mut picked = Vec::new();
                for label in arg["--sizes=".len()..].split(',').filter(|l| !l.is_empty()) {
                    match SIZES.iter().find(|s| s.label.eq_ignore_ascii_case(label)) {
                        Some(s) => picked.push(s),
                        None => return Err(format!("unknown size `{label}` (use 10k, 100k, 1M)")),
                    }
                }
                opts.sizes = picked;
            }
            _ => {
                return Err(format!(
                    "unknown argument `{arg}` (expected --generate-only, --no-ours, --sizes=..)"
                ));
            }
        }
    }
    Ok(opts)
}

fn input_path(dir: &Path, size: &Size) -> PathBuf {
    dir.join(format!("generic_{}.mlir", size.label))
}

/// Streams the generated module for `size` into its file; returns bytes written.
fn write_input(path: &Path, size: &Size) -> Result<u64, String> {
    let file = File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    let mut out = BufWriter::with_capacity(1 << 20, file);
    let mut bytes = 0u64;
    gen_module::generate_with(size.ops, |chunk| {
        bytes += chunk.len() as u64;
        out.write_all(chunk.as_bytes())
    })
    .and_then(|()| out.flush())
    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(bytes)
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
    let input_str = input.to_string_lossy();
    let mut outcomes: Vec<Outcome> = tools.iter().map(|_| Outcome::Skipped).collect();
    for run_no in 0..size.runs {
        for k in 0..tools.len() {
            let i = if run_no % 2 == 0 { k } else { tools.len() - 1 - k };
            if matches!(outcomes[i], Outcome::Failed(_)) {
                continue;
            }
            let tool = &tools[i];
            let mut args = vec!["--allow-unregistered-dialect", "--mlir-print-op-generic"];
            args.extend(tool.extra_args.iter().copied());
            args.extend([&*input_str, "-o", "/dev/null"]);
            let sample = match run_child(&tool.exe, &args, stderr_path) {
                Ok(sample) => sample,
                Err(e) => {
                    outcomes[i] = Outcome::Failed(e);
                    continue;
                }
            };
            if let Err(why) = sample.status {
                eprintln!("  {} failed on {}: {why}", tool.name, input.display());
                outcomes[i] = Outcome::Failed(why);
                continue;
            }
            eprintln!(
                "  {:<11} {:>5} run {}/{}: {:.3} s, peak RSS {:.1} MiB",
                tool.name,
                size.label,
                run_no + 1,
                size.runs,
                sample.wall.as_secs_f64(),
                sample.rss_kib as f64 / 1024.0
            );
            outcomes[i] = match outcomes[i] {
                Outcome::Measured { best, rss_kib } => Outcome::Measured {
                    best: best.min(sample.wall),
                    rss_kib: rss_kib.min(sample.rss_kib),
                },
                _ => Outcome::Measured { best: sample.wall, rss_kib: sample.rss_kib },
            };
        }
    }
    outcomes
}

fn main() -> ExitCode {
    match real_main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("parse_print: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn real_main() -> Result<(), String> {
    let opts = parse_options()?;
    let target = target_dir();
    let inputs = target.join("bench-inputs");
    std::fs::create_dir_all(&inputs)
        .map_err(|e| format!("cannot create {}: {e}", inputs.display()))?;

    // 1. Inputs. First a cheap check that the generator is deterministic and
    // that its streaming and `String` forms agree.
    let mut streamed = String::new();
    let streamed_ok: Result<(), std::convert::Infallible> =
        gen_module::generate_with(2_000, |chunk| {
            streamed.push_str(chunk);
            Ok(())
        });
    let Ok(()) = streamed_ok;
    if gen_module::generate(2_000) != streamed || gen_module::generate(2_000) != streamed {
        return Err("the module generator is not deterministic".to_string());
    }
    drop(streamed);
    let mut all: Vec<&Size> = vec![&EMPTY];
    all.extend(opts.sizes.iter().copied());
    for size in &all {
        let path = input_path(&inputs, size);
        let start = Instant::now();
        let bytes = write_input(&path, size)?;
        eprintln!(
            "generated {} ({} ops, {:.1} MB) in {:.2} s",
            path.display(),
            size.ops,
            bytes as f64 / 1e6,
            start.elapsed().as_secs_f64()
        );
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2. Tools.
    let mut tools = Vec::new();
    let mut notes = Vec::new();
    if opts.no_ours {
        notes.push("mlir-rs-opt not measured (--no-ours).".to_string());
    } else {
        let ours = target.join("release").join("mlir-rs-opt");
        if !ours.is_file() {
            return Err(format!(
                "{} not found; build it first with `cargo build --release -p mlir-rs-opt` \
                 (or pass `-- --no-ours` to measure only {MLIR_OPT})",
                ours.display()
            ));
        }
        tools.push(Tool { name: "mlir-rs-opt", exe: ours, extra_args: Vec::new() });
    }
    match find_on_path(MLIR_OPT) {
        None => notes.push(format!("{MLIR_OPT} not on PATH: skipped.")),
        Some(exe) => {
            let help = help_text(&exe);
            let mut extra_args = Vec::new();
            if help.contains("--mlir-disable-threading") {
                extra_args.push("--mlir-disable-threading");
                notes.push(format!(
                    "{MLIR_OPT} runs with --mlir-disable-threading (single-threaded, like mlir-rs-opt)."
                ));
            } else {
                notes.push(format!(
                    "{MLIR_OPT} has no --mlir-disable-threading; it may use several threads."
                ));
            }
            tools.push(Tool { name: "mlir-opt", exe, extra_args });
        }
    }
    if tools.is_empty() {
        return Err("nothing to measure: no tool available".to_string());
    }
    for tool in &tools {
        eprintln!("{}: {}", tool.name, tool.exe.display());
    }

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
        match idx.map(|i| &outcomes[i]) {
            Some(Outcome::Measured { best, .. }) => format!("{:.3}", best.as_secs_f64()),
            Some(Outcome::Failed(why)) => format!("failed ({why})"),
            Some(Outcome::Skipped) | None => "not measured".to_string(),
        }
    };
    let rss_cell = |outcomes: &[Outcome], idx: Option<usize>| -> String {
        match idx.map(|i| &outcomes[i]) {
            Some(Outcome::Measured { rss_kib, .. }) => format!("{:.1}", *rss_kib as f64 / 1024.0),
            _ => "–".to_string(),
        }
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
            (Some(Outcome::Measured { best: a, .. }), Some(Outcome::Measured { best: b, .. })) => {
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
