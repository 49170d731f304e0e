//! Scaling benchmark: `mlir-rs-opt` against `mlir-opt-22` on inputs where
//! one construct grows to 10k, 100k and 1M elements, to show whether our
//! time grows linearly where mlir-opt's does.
//!
//! Run with `cargo bench --bench scaling` after
//! `cargo build --release -p mlir-rs-opt`. It
//!
//! 1. writes the inputs into `target/bench-inputs/` with the generators in
//!    `gen_scaling.rs`: `undef_10k`, `undef_100k`, `undef_1M` (that many
//!    uses of undefined value names, all reported), `dict_10k`, `dict_100k`,
//!    `dict_1M` (one op with an attribute dictionary of that many entries)
//!    and `switch_10k`, `switch_100k`, `switch_1M` (one `cf.switch` with that
//!    many cases, in its custom form);
//! 2. runs each tool on each input as a child process, alternating the tools
//!    run by run, as `<tool> --allow-unregistered-dialect <input> -o <out>`
//!    (mlir-opt with `--mlir-disable-threading`, so both are
//!    single-threaded), keeping the best wall time and CPU time of N runs
//!    (N = 5, 3 and 1 for 10k, 100k and 1M elements). The `undef` inputs must
//!    fail (exit code 1 with the errors on stderr), the others succeed.
//!    mlir-opt's branch verifier sums the case-operand segment sizes before
//!    each case, so `switch_1M` alone takes it about three minutes;
//! 3. compares the two tools' outputs of the last run (the printed IR and
//!    stderr, both kept in `target/bench-inputs/scaling-out/`; a missing
//!    output file counts as empty), since being fast only counts when the
//!    output is mlir-opt's;
//! 4. prints a markdown table: times, the ratio ours/mlir-opt, how far we are
//!    from the target (at most 2× mlir-opt's time + 0.5 s), the growth of each
//!    tool's time from the previous size, and whether the outputs match.
//!
//! It builds nothing itself. `mlir-opt-22` is skipped, with a note, when it is
//! not on `PATH`.
//!
//! Options (after `--`): `--generate-only` writes the inputs and stops;
//! `--no-ours` measures only `mlir-opt-22`; `--inputs=dict_10k,switch_100k`
//! picks inputs by label.

#[path = "bench_util.rs"]
mod bench_util;
#[path = "gen_scaling.rs"]
mod gen_scaling;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bench_util::{
    Clock, Outcome, Run, Tool, bench_alternately, exit_code, find_tools, inputs_dir, parse_options,
    run_child, same_contents, streams_deterministically, target_dir, write_input,
};
use gen_scaling::Shape;

/// A benchmark input: label (also its file name), shape, runs per tool.
struct Input {
    label: &'static str,
    shape: Shape,
    runs: usize,
}

const INPUTS: [Input; 9] = [
    Input { label: "undef_10k", shape: Shape::UndefinedValues(10_000), runs: 5 },
    Input { label: "undef_100k", shape: Shape::UndefinedValues(100_000), runs: 3 },
    Input { label: "undef_1M", shape: Shape::UndefinedValues(1_000_000), runs: 1 },
    Input { label: "dict_10k", shape: Shape::Dictionary(10_000), runs: 5 },
    Input { label: "dict_100k", shape: Shape::Dictionary(100_000), runs: 3 },
    Input { label: "dict_1M", shape: Shape::Dictionary(1_000_000), runs: 1 },
    Input { label: "switch_10k", shape: Shape::Switch(10_000), runs: 5 },
    Input { label: "switch_100k", shape: Shape::Switch(100_000), runs: 3 },
    Input { label: "switch_1M", shape: Shape::Switch(1_000_000), runs: 1 },
];

fn input_path(dir: &Path, input: &Input) -> PathBuf {
    dir.join(format!("{}.mlir", input.label))
}

/// Where a tool's output (`ext` = `out` or `err`) of an input is kept.
fn output_path(out_dir: &Path, input: &Input, tool: &Tool, ext: &str) -> PathBuf {
    out_dir.join(format!("{}.{}.{ext}", input.label, tool.name))
}

/// Runs `tool` once on `input`, printed IR and stderr into `out_dir`. A run
/// counts as successful when it exits as the input demands: 0, or for an
/// input that must fail, a non-zero code with errors on stderr.
fn run_once(tool: &Tool, input: &Input, path: &Path, out_dir: &Path) -> Result<Run, String> {
    let out = output_path(out_dir, input, tool, "out");
    let err = output_path(out_dir, input, tool, "err");
    // A stale output of an earlier run must not pass for this run's.
    let _ = std::fs::remove_file(&out);
    let (path, out_arg) = (path.to_string_lossy(), out.to_string_lossy());
    let mut args = vec!["--allow-unregistered-dialect"];
    args.extend(tool.extra_args.iter().copied());
    args.extend([&*path, "-o", &*out_arg]);
    let mut run = run_child(&tool.exe, &args, &err)?;
    if input.shape.fails() {
        let reported = std::fs::metadata(&err).is_ok_and(|m| m.len() > 0);
        run.status = match run.status {
            Ok(()) => Err("exit code 0, errors expected".to_string()),
            Err(why) if !why.starts_with("exit code 1") => Err(why),
            Err(_) if !reported => Err("exit code 1 with nothing on stderr".to_string()),
            Err(_) => Ok(()),
        };
    }
    Ok(run)
}

fn main() -> ExitCode {
    exit_code("scaling", real_main())
}

fn real_main() -> Result<(), String> {
    let opts = parse_options(&INPUTS, "inputs", "input", |i| i.label)?;
    let target = target_dir();
    let dir = inputs_dir(&target)?;
    let out_dir = dir.join("scaling-out");
    std::fs::create_dir_all(&out_dir)
        .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;

    // 1. Inputs, after a cheap check that the generators are deterministic
    // and that their streaming and `String` forms agree.
    for shape in [Shape::UndefinedValues(20_000), Shape::Dictionary(20_000), Shape::Switch(20_000)]
    {
        if !streams_deterministically(
            || gen_scaling::generate(shape),
            |sink| gen_scaling::generate_with(shape, sink),
        ) {
            return Err(format!("the generator of {shape:?} is not deterministic"));
        }
    }
    let mut elements_of = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        elements_of.push(write_input(&path, |sink| gen_scaling::generate_with(input.shape, sink))?);
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2. Runs.
    let mut notes = Vec::new();
    let tools = find_tools(&target, opts.no_ours, &mut notes, |_, _| {})?;
    let mut results = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        let outcomes = bench_alternately(tools.len(), input.runs, |i, run_no| {
            let tool = &tools[i];
            let sample = run_once(tool, input, &path, &out_dir)?;
            match &sample.status {
                Err(why) => eprintln!("  {} failed on {}: {why}", tool.name, input.label),
                Ok(()) => eprintln!(
                    "  {:<11} {:>11} run {}/{}: {:.3} s (CPU {:.3} s), peak RSS {:.1} MiB",
                    tool.name,
                    input.label,
                    run_no + 1,
                    input.runs,
                    sample.wall.as_secs_f64(),
                    sample.cpu.as_secs_f64(),
                    sample.rss_kib as f64 / 1024.0
                ),
            }
            Ok(sample)
        });
        // 3. Outputs of the last runs.
        let same = match tools.as_slice() {
            [ours, theirs] => {
                let same = |ext| {
                    same_contents(
                        &output_path(&out_dir, input, ours, ext),
                        &output_path(&out_dir, input, theirs, ext),
                    )
                };
                Some(same("out") && same("err"))
            }
            _ => None,
        };
        results.push((outcomes, same));
    }

    // 4. Report.
    let secs = |outcomes: &[Outcome], name: &str| {
        tools.iter().position(|t| t.name == name).and_then(|i| outcomes[i].secs(Clock::Wall))
    };
    let cell = |outcomes: &[Outcome], name: &str| {
        tools
            .iter()
            .position(|t| t.name == name)
            .map_or("not measured".to_string(), |i| outcomes[i].cell(Clock::Wall))
    };
    let rss = |outcomes: &[Outcome], name: &str| {
        tools
            .iter()
            .position(|t| t.name == name)
            .map_or("–".to_string(), |i| outcomes[i].rss_cell())
    };
    println!();
    println!(
        "| input | elements | mlir-rs-opt (s) | mlir-opt (s) | ratio ours/mlir-opt \
         | target 2×mlir-opt+0.5 s (s) | within target | mlir-rs-opt growth | mlir-opt growth \
         | same output | mlir-rs-opt peak RSS (MiB) | mlir-opt peak RSS (MiB) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---|---:|---:|---|---:|---:|");
    let mut previous: Option<(&Input, Option<f64>, Option<f64>, usize)> = None;
    for ((input, (outcomes, same)), &elements) in opts.picked.iter().zip(&results).zip(&elements_of)
    {
        let (ours, theirs) = (secs(outcomes, "mlir-rs-opt"), secs(outcomes, "mlir-opt"));
        let target = theirs.map(|t| 2.0 * t + 0.5);
        let ratio = match (ours, theirs) {
            (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
            _ => "–".to_string(),
        };
        let within = match (ours, target) {
            (Some(a), Some(t)) => if a <= t { "yes" } else { "**no**" }.to_string(),
            _ => "–".to_string(),
        };
        // Growth: time ratio over element ratio against the previous size of
        // the same shape (1.0 = linear).
        let growth = |now: Option<f64>, before: Option<f64>, scale: f64| match (now, before) {
            (Some(n), Some(b)) if b > 0.0 => format!("{:.2}", n / b / scale),
            _ => "–".to_string(),
        };
        let (g_ours, g_theirs) = match previous {
            Some((p, p_ours, p_theirs, p_elements))
                if std::mem::discriminant(&p.shape) == std::mem::discriminant(&input.shape) =>
            {
                let scale = elements as f64 / p_elements as f64;
                (growth(ours, p_ours, scale), growth(theirs, p_theirs, scale))
            }
            _ => ("–".to_string(), "–".to_string()),
        };
        let same = match same {
            Some(true) => "yes",
            Some(false) => "**no**",
            None => "–",
        };
        println!(
            "| {} | {elements} | {} | {} | {ratio} | {} | {within} | {g_ours} | {g_theirs} | {same} \
             | {} | {} |",
            input.label,
            cell(outcomes, "mlir-rs-opt"),
            cell(outcomes, "mlir-opt"),
            target.map_or("–".to_string(), |t| format!("{t:.3}")),
            rss(outcomes, "mlir-rs-opt"),
            rss(outcomes, "mlir-opt"),
        );
        previous = Some((input, ours, theirs, elements));
    }
    println!();
    println!(
        "Times: wall clock, best of N runs (N = 5 for 10k, 3 for 100k, 1 for 1M elements), \
         process start-up included. Growth: (time / time at the previous size) / (elements / \
         elements at the previous size); 1.00 is linear. Same output: the printed IR and stderr \
         of both tools' last runs are byte-identical. Peak RSS: smallest ru_maxrss over the runs."
    );
    for note in &notes {
        println!("Note: {note}");
    }
    Ok(())
}
