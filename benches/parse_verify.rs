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

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bench_util::{
    Clock, MLIR_OPT, Outcome, Tool, bench_alternately, exit_code, find_tools, inputs_dir,
    parse_options, streams_deterministically, target_dir, write_input,
};
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

/// One command: a tool, with or without verification.
#[derive(Clone, Copy)]
struct Command {
    tool: usize,
    verify: bool,
}

fn input_path(dir: &Path, input: &Input) -> PathBuf {
    dir.join(format!("{}.mlir", input.label))
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
    bench_alternately(commands.len(), input.runs, |i, run_no| {
        let cmd = commands[i];
        let tool = &tools[cmd.tool];
        let flags: &[&str] = if cmd.verify { &[] } else { &[NO_VERIFY] };
        let sample = tool.run(flags, path, stderr_path)?;
        let what = if cmd.verify { "verify" } else { "no verify" };
        match &sample.status {
            Err(why) => {
                eprintln!("  {} ({what}) failed on {}: {why}", tool.name, path.display());
            }
            Ok(()) => eprintln!(
                "  {:<11} {:<9} {:>15} run {}/{}: {:.3} s (CPU {:.3} s), peak RSS {:.1} MiB",
                tool.name,
                what,
                input.label,
                run_no + 1,
                input.runs,
                sample.wall.as_secs_f64(),
                sample.cpu.as_secs_f64(),
                sample.rss_kib as f64 / 1024.0
            ),
        }
        Ok(sample)
    })
}

fn main() -> ExitCode {
    exit_code("parse_verify", real_main())
}

fn real_main() -> Result<(), String> {
    let opts = parse_options(&INPUTS, "inputs", "input", |i| i.label)?;
    let target = target_dir();
    let dir = inputs_dir(&target)?;

    // 1. Inputs, after a cheap check that the generators are deterministic
    // and that their streaming and `String` forms agree.
    for shape in [Shape::Mixed(3_000), Shape::FarUses(200), Shape::SameBlockUses(200)] {
        if !streams_deterministically(
            || gen_verify::generate(shape),
            |sink| gen_verify::generate_with(shape, sink),
        ) {
            return Err(format!("the generator of {shape:?} is not deterministic"));
        }
    }
    let mut ops_of = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        ops_of.push(write_input(&path, |sink| gen_verify::generate_with(input.shape, sink))?);
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2. Tools and commands.
    let mut notes = Vec::new();
    let mut can_skip_verify = Vec::new();
    let tools = find_tools(&target, opts.no_ours, &mut notes, |tool, notes| {
        let can_skip = tool.help().contains(NO_VERIFY);
        if !can_skip {
            notes.push(match tool.name {
                "mlir-rs-opt" => format!("this mlir-rs-opt has no {NO_VERIFY} (rebuild it)."),
                _ => format!("{MLIR_OPT} has no {NO_VERIFY}."),
            });
        }
        can_skip_verify.push(can_skip);
    })?;
    let mut commands = Vec::new();
    for (i, &can_skip) in can_skip_verify.iter().enumerate() {
        commands.push(Command { tool: i, verify: true });
        if can_skip {
            commands.push(Command { tool: i, verify: false });
        }
    }

    // 3. Runs.
    let stderr_path = dir.join("last-stderr.txt");
    let mut results = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        results.push(bench_input(&tools, &commands, &path, input, &stderr_path));
    }

    // 4. Report.
    let rows: Vec<Row<'_>> = opts
        .picked
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
