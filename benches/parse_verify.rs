//! Parse + verify benchmark: `mlir-rs-opt` against `mlir-opt-22`, each run
//! with and without the verification that follows parsing.
//!
//! Run with `cargo bench --bench parse_verify` after
//! `cargo build --release -p mlir-rs-opt`. It
//!
//! 1. writes the inputs into `target/bench-inputs/` with the generators in
//!    `gen_verify.rs` (generic form, unregistered ops only): `verify_10k`,
//!    `verify_100k`, `verify_1M` (structured multi-block control flow with
//!    nested multi-block regions), `far_uses_10k`, `far_uses_100k` (one value
//!    used that many times in a chain of later blocks and in regions nested
//!    in them) and `same_block_10k`, `same_block_100k` (one value used that
//!    many times later in its own block of a multi-block region);
//! 2. runs four commands per input as child processes, alternating them run
//!    by run: `mlir-rs-opt` and `mlir-opt-22` (the latter with
//!    `--mlir-disable-threading`, so both are single-threaded), each as
//!    `<tool> --allow-unregistered-dialect --mlir-print-op-generic <file> -o /dev/null`
//!    and the same with `--mlir-very-unsafe-disable-verifier-on-parsing`,
//!    keeping the best wall time and the best CPU time (user + system, from
//!    `wait4`) of N runs (N = 21, 15 and 9 for 10k, 100k and 1M inputs) and
//!    the smallest peak RSS;
//! 3. prints two markdown tables, one for wall time and one for CPU time:
//!    per tool the time with verification, without it, and the difference
//!    (the verification cost), the ratios ours/mlir-opt of the total and of
//!    the verification cost, and the verification cost per op; then a table
//!    of peak RSS. The CPU table is the steadier one when other processes
//!    compete for the CPU: the verification cost is a small difference of
//!    two larger times.
//!
//! Both tools print in every run (the generic form, which mlir-opt prints
//! without verifying the IR first), so the only difference between a tool's
//! two commands is the verification after parsing.
//!
//! It builds nothing itself. `mlir-opt-22` is skipped, with a note, when it is
//! not on `PATH`.
//!
//! Options (after `--`): `--generate-only` writes the inputs and stops;
//! `--no-ours` measures only `mlir-opt-22`; `--inputs=verify_10k,far_uses_100k`
//! picks inputs by label.

#[path = "bench_util.rs"]
mod bench_util;
#[path = "gen_verify.rs"]
mod gen_verify;

use std::fs::File;
use std::io::{BufWriter, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use bench_util::{MLIR_OPT, find_on_path, help_text, run_child, target_dir};
use gen_verify::Shape;

/// The flag, common to both tools, that skips verification after parsing.
const NO_VERIFY: &str = "--mlir-very-unsafe-disable-verifier-on-parsing";

/// A benchmark input: label (also its file name), shape, runs per command.
struct Input {
    label: &'static str,
    shape: Shape,
    runs: usize,
}

const INPUTS: [Input; 7] = [
    Input { label: "verify_10k", shape: Shape::Mixed(10_000), runs: 21 },
    Input { label: "verify_100k", shape: Shape::Mixed(100_000), runs: 15 },
    Input { label: "verify_1M", shape: Shape::Mixed(1_000_000), runs: 9 },
    Input { label: "far_uses_10k", shape: Shape::FarUses(10_000), runs: 21 },
    Input { label: "far_uses_100k", shape: Shape::FarUses(100_000), runs: 15 },
    Input { label: "same_block_10k", shape: Shape::SameBlockUses(10_000), runs: 21 },
    Input { label: "same_block_100k", shape: Shape::SameBlockUses(100_000), runs: 15 },
];

/// One tool under test.
struct Tool {
    name: &'static str,
    exe: PathBuf,
    extra_args: Vec<&'static str>,
    /// Whether the tool knows [`NO_VERIFY`].
    can_skip_verify: bool,
}

/// One command: a tool, with or without verification.
#[derive(Clone, Copy)]
struct Command {
    tool: usize,
    verify: bool,
}

/// The outcome of benchmarking one command on one input.
enum Outcome {
    /// Best wall time, best CPU time and smallest peak RSS (KiB) over all runs.
    Measured { wall: Duration, cpu: Duration, rss_kib: u64 },
    /// A run exited unsuccessfully; the reason, for the table.
    Failed(String),
    /// The command was not run.
    Skipped,
}

/// Which time a table shows.
#[derive(Clone, Copy)]
enum Clock {
    /// Wall clock from spawn to exit.
    Wall,
    /// User + system CPU time of the child.
    Cpu,
}

impl Outcome {
    fn secs(&self, clock: Clock) -> Option<f64> {
        match (self, clock) {
            (Outcome::Measured { wall, .. }, Clock::Wall) => Some(wall.as_secs_f64()),
            (Outcome::Measured { cpu, .. }, Clock::Cpu) => Some(cpu.as_secs_f64()),
            _ => None,
        }
    }

    fn cell(&self, clock: Clock) -> String {
        match self {
            Outcome::Measured { .. } => format!("{:.3}", self.secs(clock).unwrap_or(0.0)),
            Outcome::Failed(why) => format!("failed ({why})"),
            Outcome::Skipped => "not measured".to_string(),
        }
    }

    fn rss_cell(&self) -> String {
        match self {
            Outcome::Measured { rss_kib, .. } => format!("{:.1}", *rss_kib as f64 / 1024.0),
            _ => "–".to_string(),
        }
    }
}

struct Options {
    generate_only: bool,
    no_ours: bool,
    inputs: Vec<&'static Input>,
}

fn parse_options() -> Result<Options, String> {
    let mut opts =
        Options { generate_only: false, no_ours: false, inputs: INPUTS.iter().collect() };
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            // cargo passes `--bench` to harness-less bench targets.
            "--bench" => {}
            "--generate-only" => opts.generate_only = true,
            "--no-ours" => opts.no_ours = true,
            _ if arg.starts_with("--inputs=") => {
                let mut picked = Vec::new();
                for label in arg["--inputs=".len()..].split(',').filter(|l| !l.is_empty()) {
                    match INPUTS.iter().find(|i| i.label.eq_ignore_ascii_case(label)) {
                        Some(i) => picked.push(i),
                        None => {
                            let known: Vec<&str> = INPUTS.iter().map(|i| i.label).collect();
                            return Err(format!(
                                "unknown input `{label}` (use {})",
                                known.join(", ")
                            ));
                        }
                    }
                }
                opts.inputs = picked;
            }
            _ => {
                return Err(format!(
                    "unknown argument `{arg}` (expected --generate-only, --no-ours, --inputs=..)"
                ));
            }
        }
    }
    Ok(opts)
}

fn input_path(dir: &Path, input: &Input) -> PathBuf {
    dir.join(format!("{}.mlir", input.label))
}

/// Streams the generated input into its file; returns (bytes, ops) written.
fn write_input(path: &Path, input: &Input) -> Result<(u64, usize), String> {
    let file = File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    let mut out = BufWriter::with_capacity(1 << 20, file);
    let mut bytes = 0u64;
    let ops = gen_verify::generate_with(input.shape, |chunk| {
        bytes += chunk.len() as u64;
        out.write_all(chunk.as_bytes())
    })
    .and_then(|ops| out.flush().map(|()| ops))
    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok((bytes, ops))
}

/// Benchmarks every command on one input, alternating commands run by run
/// (and their order, so none always runs on a warmer cache).
fn bench_input(
    tools: &[Tool],
    commands: &[Command],
    path: &Path,
    input: &Input,
    stderr_path: &Path,
) -> Vec<Outcome> {
    let path_str = path.to_string_lossy();
    let mut outcomes: Vec<Outcome> = commands.iter().map(|_| Outcome::Skipped).collect();
    for run_no in 0..input.runs {
        for k in 0..commands.len() {
            let i = if run_no % 2 == 0 { k } else { commands.len() - 1 - k };
            if matches!(outcomes[i], Outcome::Failed(_)) {
                continue;
            }
            let cmd = commands[i];
            let tool = &tools[cmd.tool];
            let mut args = vec!["--allow-unregistered-dialect", "--mlir-print-op-generic"];
            args.extend(tool.extra_args.iter().copied());
            if !cmd.verify {
                args.push(NO_VERIFY);
            }
            args.extend([&*path_str, "-o", "/dev/null"]);
            let sample = match run_child(&tool.exe, &args, stderr_path) {
                Ok(sample) => sample,
                Err(e) => {
                    outcomes[i] = Outcome::Failed(e);
                    continue;
                }
            };
            let what = if cmd.verify { "verify" } else { "no verify" };
            if let Err(why) = sample.status {
                eprintln!("  {} ({what}) failed on {}: {why}", tool.name, path.display());
                outcomes[i] = Outcome::Failed(why);
                continue;
            }
            eprintln!(
                "  {:<11} {:<9} {:>15} run {}/{}: {:.3} s (CPU {:.3} s), peak RSS {:.1} MiB",
                tool.name,
                what,
                input.label,
                run_no + 1,
                input.runs,
                sample.wall.as_secs_f64(),
                sample.cpu.as_secs_f64(),
                sample.rss_kib as f64 / 1024.0
            );
            outcomes[i] = match outcomes[i] {
                Outcome::Measured { wall, cpu, rss_kib } => Outcome::Measured {
                    wall: wall.min(sample.wall),
                    cpu: cpu.min(sample.cpu),
                    rss_kib: rss_kib.min(sample.rss_kib),
                },
                _ => Outcome::Measured {
                    wall: sample.wall,
                    cpu: sample.cpu,
                    rss_kib: sample.rss_kib,
                },
            };
        }
    }
    outcomes
}

fn main() -> ExitCode {
    match real_main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("parse_verify: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn real_main() -> Result<(), String> {
    let opts = parse_options()?;
    let target = target_dir();
    let dir = target.join("bench-inputs");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;

    // 1. Inputs, after a cheap check that the generators are deterministic
    // and that their streaming and `String` forms agree.
    for shape in [Shape::Mixed(3_000), Shape::FarUses(200), Shape::SameBlockUses(200)] {
        let mut streamed = String::new();
        let streamed_ok: Result<usize, std::convert::Infallible> =
            gen_verify::generate_with(shape, |chunk| {
                streamed.push_str(chunk);
                Ok(())
            });
        let Ok(_) = streamed_ok;
        if gen_verify::generate(shape) != streamed || gen_verify::generate(shape) != streamed {
            return Err(format!("the generator of {shape:?} is not deterministic"));
        }
    }
    let mut ops_of = Vec::new();
    for input in &opts.inputs {
        let path = input_path(&dir, input);
        let start = Instant::now();
        let (bytes, ops) = write_input(&path, input)?;
        ops_of.push(ops);
        eprintln!(
            "generated {} ({ops} ops, {:.1} MB) in {:.2} s",
            path.display(),
            bytes as f64 / 1e6,
            start.elapsed().as_secs_f64()
        );
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2. Tools and commands.
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
        let can_skip_verify = help_text(&ours).contains(NO_VERIFY);
        if !can_skip_verify {
            notes.push(format!("this mlir-rs-opt has no {NO_VERIFY} (rebuild it)."));
        }
        tools.push(Tool {
            name: "mlir-rs-opt",
            exe: ours,
            extra_args: Vec::new(),
            can_skip_verify,
        });
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
            let can_skip_verify = help.contains(NO_VERIFY);
            if !can_skip_verify {
                notes.push(format!("{MLIR_OPT} has no {NO_VERIFY}."));
            }
            tools.push(Tool { name: "mlir-opt", exe, extra_args, can_skip_verify });
        }
    }
    if tools.is_empty() {
        return Err("nothing to measure: no tool available".to_string());
    }
    for tool in &tools {
        eprintln!("{}: {}", tool.name, tool.exe.display());
    }
    let mut commands = Vec::new();
    for (i, tool) in tools.iter().enumerate() {
        commands.push(Command { tool: i, verify: true });
        if tool.can_skip_verify {
            commands.push(Command { tool: i, verify: false });
        }
    }

    // 3. Runs.
    let stderr_path = dir.join("last-stderr.txt");
    let mut results = Vec::new();
    for input in &opts.inputs {
        let path = input_path(&dir, input);
        results.push(bench_input(&tools, &commands, &path, input, &stderr_path));
    }

    // 4. Report.
    let rows: Vec<Row<'_>> = opts
        .inputs
        .iter()
        .zip(&results)
        .zip(&ops_of)
        .map(|((input, outcomes), &ops)| {
            let pick = |name: &str, verify: bool| -> Option<&Outcome> {
                commands
                    .iter()
                    .position(|c| tools[c.tool].name == name && c.verify == verify)
                    .map(|i| &outcomes[i])
            };
            Row {
                label: input.label,
                ops,
                ours: [pick("mlir-rs-opt", true), pick("mlir-rs-opt", false)],
                theirs: [pick("mlir-opt", true), pick("mlir-opt", false)],
            }
        })
        .collect();
    println!();
    println!("Wall clock (s), best of N:");
    println!();
    print_times(&rows, Clock::Wall);
    println!();
    println!("CPU time (user + system, s), best of N:");
    println!();
    print_times(&rows, Clock::Cpu);
    println!();
    println!(
        "| input | mlir-rs-opt peak RSS (MiB) | mlir-rs-opt without verify | mlir-opt peak RSS (MiB) \
         | mlir-opt without verify |"
    );
    println!("|---|---:|---:|---:|---:|");
    let rss = |o: Option<&Outcome>| o.map_or("not measured".to_string(), Outcome::rss_cell);
    for row in &rows {
        println!(
            "| {} | {} | {} | {} | {} |",
            row.label,
            rss(row.ours[0]),
            rss(row.ours[1]),
            rss(row.theirs[0]),
            rss(row.theirs[1])
        );
    }
    println!();
    println!(
        "Times: best of N runs (N = 21 for 10k inputs, 15 for 100k, 9 for 1M), process start-up \
         included. verify = (best with verification) − (best without), so it carries the noise \
         of two measurements; verify/op divides it by the ops in the file. Peak RSS: smallest \
         ru_maxrss over the runs."
    );
    for note in &notes {
        println!("Note: {note}");
    }
    Ok(())
}

/// The outcomes of one input: `[with verification, without]` per tool
/// (`None` when that command does not exist).
struct Row<'a> {
    label: &'static str,
    ops: usize,
    ours: [Option<&'a Outcome>; 2],
    theirs: [Option<&'a Outcome>; 2],
}

/// Prints the time table of `rows` for one clock.
fn print_times(rows: &[Row<'_>], clock: Clock) {
    println!(
        "| input | ops | mlir-rs-opt parse+verify+print | mlir-rs-opt without verify \
         | mlir-rs-opt verify | mlir-opt parse+verify+print | mlir-opt without verify \
         | mlir-opt verify | ratio total ours/mlir-opt | ratio verify ours/mlir-opt \
         | mlir-rs-opt verify/op (ns) | mlir-opt verify/op (ns) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let cell = |o: Option<&Outcome>| o.map_or("not measured".to_string(), |o| o.cell(clock));
    let secs = |o: Option<&Outcome>| o.and_then(|o| o.secs(clock));
    let diff = |pair: [Option<&Outcome>; 2]| match (secs(pair[0]), secs(pair[1])) {
        (Some(a), Some(b)) => Some(a - b),
        _ => None,
    };
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if a > 0.0 && b > 0.0 => format!("{:.2}", a / b),
        _ => "–".to_string(),
    };
    for row in rows {
        let (od, td) = (diff(row.ours), diff(row.theirs));
        let d_cell = |d: Option<f64>| d.map_or("–".to_string(), |d| format!("{d:.3}"));
        let per_op = |d: Option<f64>| {
            d.filter(|_| row.ops > 0)
                .map_or("–".to_string(), |d| format!("{:.0}", d * 1e9 / row.ops as f64))
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            row.label,
            row.ops,
            cell(row.ours[0]),
            cell(row.ours[1]),
            d_cell(od),
            cell(row.theirs[0]),
            cell(row.theirs[1]),
            d_cell(td),
            ratio(secs(row.ours[0]), secs(row.theirs[0])),
            ratio(od, td),
            per_op(od),
            per_op(td),
        );
    }
}
