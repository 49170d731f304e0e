//! Rewriting benchmark: `mlir-rs-opt --canonicalize` against `mlir-opt-22
//! --canonicalize` on one function whose canonicalization touches each of
//! its 10k, 30k, 100k or 300k ops or blocks, to show that nothing in the
//! greedy driver or the patterns grows faster than the input.
//!
//! Run with `cargo bench --bench rewrite` after
//! `cargo build --release -p mlir-rs-opt` (and, for our in-process pass
//! time, `cargo build --release -p mlir-rs-tools --bin time_canonicalize`).
//! It
//!
//! 1. writes the inputs into `target/bench-inputs/` with the generators of
//!    `gen_rewrite.rs`: `mixed_*` (constants, dead ops, asserts, unregistered
//!    ops in one block), `chain_*` (a dead use chain), `br_*` (blocks chained
//!    by `cf.br`) and `cond_br_*` (blocks chained by `cf.cond_br` on
//!    constants through pass-through blocks) and `fan_*` (blocks chained
//!    by `cf.cond_br`, all also branching to one exit block), each at 10k,
//!    30k, 100k and 300k, and `switch_*` (one `cf.switch` whose case blocks
//!    have dead arguments) at 10k and 30k, as `rewrite_<label>.mlir`;
//! 2. runs each tool on each input as a child process, alternating the tools
//!    run by run, as `<tool> --allow-unregistered-dialect --canonicalize
//!    <input> -o <out>` (mlir-opt with `--mlir-disable-threading`), keeping
//!    the best wall time and the smallest peak RSS of N runs (N = 3, or 1 at
//!    300k);
//! 3. checks that the two tools' outputs (printed IR and stderr, kept in
//!    `target/bench-inputs/rewrite-out/`) are byte-identical;
//! 4. measures the pass alone: mlir-opt's `Canonicalizer` line of one more
//!    run with `--mlir-timing`, ours with `time_canonicalize` (in process,
//!    best of 3) when it is built;
//! 5. prints a markdown table: whole-process times and their ratio, pass
//!    times and their ratio, the growth of each tool's time from the
//!    previous size (1.00 = linear), same output, peak RSS.
//!
//! Options (after `--`): `--generate-only`, `--no-ours`, and
//! `--inputs=br_10k,mixed_100k` to pick inputs by label.

#[path = "bench_util.rs"]
mod bench_util;
#[path = "gen_rewrite.rs"]
mod gen_rewrite;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use bench_util::{
    Clock, Outcome, Run, Tool, bench_alternately, collect_text, exit_code, find_tools, inputs_dir,
    parse_options, run_child, same_contents, target_dir, write_input,
};
use gen_rewrite::Shape;

/// A benchmark input: its label and shape.
struct Input(&'static str, Shape);

impl Input {
    fn label(&self) -> &'static str {
        self.0
    }

    /// Runs per tool: one at the largest size, three below.
    fn runs(&self) -> usize {
        let (Shape::Mixed(n)
        | Shape::Chain(n)
        | Shape::Branches(n)
        | Shape::CondBranches(n)
        | Shape::Fan(n)
        | Shape::Switch(n)) = self.1;
        if n >= 300_000 { 1 } else { 3 }
    }
}

const INPUTS: [Input; 22] = [
    Input("mixed_10k", Shape::Mixed(10_000)),
    Input("mixed_30k", Shape::Mixed(30_000)),
    Input("mixed_100k", Shape::Mixed(100_000)),
    Input("mixed_300k", Shape::Mixed(300_000)),
    Input("chain_10k", Shape::Chain(10_000)),
    Input("chain_30k", Shape::Chain(30_000)),
    Input("chain_100k", Shape::Chain(100_000)),
    Input("chain_300k", Shape::Chain(300_000)),
    Input("br_10k", Shape::Branches(10_000)),
    Input("br_30k", Shape::Branches(30_000)),
    Input("br_100k", Shape::Branches(100_000)),
    Input("br_300k", Shape::Branches(300_000)),
    Input("cond_br_10k", Shape::CondBranches(10_000)),
    Input("cond_br_30k", Shape::CondBranches(30_000)),
    Input("cond_br_100k", Shape::CondBranches(100_000)),
    Input("cond_br_300k", Shape::CondBranches(300_000)),
    Input("fan_10k", Shape::Fan(10_000)),
    Input("fan_30k", Shape::Fan(30_000)),
    Input("fan_100k", Shape::Fan(100_000)),
    Input("fan_300k", Shape::Fan(300_000)),
    Input("switch_10k", Shape::Switch(10_000)),
    // No larger switch: mlir-opt's time and memory grow quadratically here
    // (3.6 GiB at 30k), 100k would exhaust the machine.
    Input("switch_30k", Shape::Switch(30_000)),
];

/// What one input measured.
struct Measured {
    outcomes: Vec<Outcome>,
    /// Whether both tools printed the same IR and stderr (`None`: one tool).
    same: Option<bool>,
    /// The pass alone, in seconds: ours, mlir-opt's.
    pass: (Option<f64>, Option<f64>),
}

fn input_path(dir: &Path, input: &Input) -> PathBuf {
    dir.join(format!("rewrite_{}.mlir", input.label()))
}

/// Where `tool`'s output (`ext` = `out` or `err`) of `input` is kept.
fn output_path(out_dir: &Path, input: &Input, tool: &Tool, ext: &str) -> PathBuf {
    out_dir.join(format!("{}.{}.{ext}", input.label(), tool.name))
}

/// Runs `tool --canonicalize` once on the input at `path`, with `extra`
/// options, the output into `out`, stderr into `err`. `out` is removed
/// first, so it must be a file of the benchmark's own.
fn canonicalize(tool: &Tool, path: &Path, extra: &[&str], out: &Path, err: &Path) -> Run {
    // A stale output of an earlier run must not pass for this run's.
    let _ = std::fs::remove_file(out);
    let (path, out) = (path.to_string_lossy(), out.to_string_lossy());
    let mut args = vec!["--allow-unregistered-dialect"];
    args.extend(tool.extra_args.iter().copied());
    args.extend(extra);
    args.extend(["--canonicalize", &*path, "-o", &*out]);
    run_child(&tool.exe, &args, err).unwrap_or_else(|why| Run {
        wall: Default::default(),
        rss_kib: 0,
        cpu: Default::default(),
        status: Err(why),
    })
}

/// mlir-opt's own time of the pass: the `Canonicalizer` line of a run with
/// `--mlir-timing` (its first column is the wall time in seconds).
fn upstream_pass_time(tool: &Tool, path: &Path, out_dir: &Path) -> Option<f64> {
    let (out, err) = (out_dir.join("timing.out"), out_dir.join("timing.err"));
    let run = canonicalize(tool, path, &["--mlir-timing"], &out, &err);
    run.status.ok()?;
    let report = std::fs::read_to_string(&err).ok()?;
    let line = report.lines().find(|l| l.trim_end().ends_with("Canonicalizer"))?;
    line.split_whitespace().next()?.parse().ok()
}

/// Our time of the pass: `time_canonicalize`'s `… <ms> ms` line, if that
/// tool is built.
fn our_pass_time(timer: &Path, path: &Path) -> Option<f64> {
    let output = Command::new(timer).arg(path).stderr(Stdio::null()).output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let ms = text.trim_end().strip_suffix(" ms")?.rsplit(' ').next()?;
    ms.parse::<f64>().ok().map(|ms| ms / 1e3)
}

fn main() -> ExitCode {
    exit_code("rewrite", real_main())
}

fn real_main() -> Result<(), String> {
    let opts = parse_options(&INPUTS, "inputs", "input", |i| i.label())?;
    let target = target_dir();
    let dir = inputs_dir(&target)?;
    let out_dir = dir.join("rewrite-out");
    std::fs::create_dir_all(&out_dir)
        .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;

    // 1. Inputs, the same on every run.
    let small = [Shape::Mixed(99), Shape::Chain(9), Shape::Branches(9), Shape::CondBranches(9)];
    for shape in small.into_iter().chain([Shape::Fan(9)]) {
        let text = || collect_text(|sink| gen_rewrite::generate_with(shape, sink));
        if text() != text() {
            return Err(format!("the generator of {shape:?} is not deterministic"));
        }
    }
    let mut sizes = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        sizes.push(write_input(&path, |sink| gen_rewrite::generate_with(input.1, sink))?);
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2.–4. Runs, outputs, pass times.
    let mut notes = Vec::new();
    let tools = find_tools(&target, opts.no_ours, &mut notes, |_, _| {})?;
    let timer = target.join("release").join("time_canonicalize");
    if !opts.no_ours && !timer.is_file() {
        notes.push(format!("{} not built: no pass time of ours.", timer.display()));
    }
    let mut measured = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        let outcomes = bench_alternately(tools.len(), input.runs(), |i, run_no| {
            let tool = &tools[i];
            let out = output_path(&out_dir, input, tool, "out");
            let err = output_path(&out_dir, input, tool, "err");
            let run = canonicalize(tool, &path, &[], &out, &err);
            eprintln!(
                "  {:<11} {:>12} run {}/{}: {}",
                tool.name,
                input.label(),
                run_no + 1,
                input.runs(),
                match &run.status {
                    Ok(()) => format!(
                        "{:.3} s, peak RSS {:.1} MiB",
                        run.wall.as_secs_f64(),
                        run.rss_kib as f64 / 1024.0
                    ),
                    Err(why) => format!("failed: {why}"),
                }
            );
            Ok(run)
        });
        let all_ran = outcomes.iter().all(|o| matches!(o, Outcome::Measured { .. }));
        let same = match tools.as_slice() {
            [a, b] if all_ran => Some(["out", "err"].iter().all(|ext| {
                same_contents(
                    &output_path(&out_dir, input, a, ext),
                    &output_path(&out_dir, input, b, ext),
                )
            })),
            _ => None,
        };
        let mut pass = (None, None);
        for tool in &tools {
            if tool.name == "mlir-rs-opt" {
                pass.0 = timer.is_file().then(|| our_pass_time(&timer, &path)).flatten();
            } else {
                pass.1 = upstream_pass_time(tool, &path, &out_dir);
            }
        }
        measured.push(Measured { outcomes, same, pass });
    }

    // 5. Report.
    print_table(&tools, &opts.picked, &sizes, &measured);
    for note in &notes {
        println!("Note: {note}");
    }
    Ok(())
}

/// Prints the results as a markdown table, with its legend.
fn print_table(tools: &[Tool], inputs: &[&Input], sizes: &[usize], measured: &[Measured]) {
    fn of<'m>(tools: &[Tool], m: &'m Measured, name: &str) -> Option<&'m Outcome> {
        tools.iter().position(|t| t.name == name).map(|i| &m.outcomes[i])
    }
    // Ratios and growth are of CPU time, which other jobs on the machine
    // disturb less than wall time.
    let secs = |m: &Measured, name: &str| of(tools, m, name).and_then(|o| o.secs(Clock::Cpu));
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
        _ => "–".to_string(),
    };
    let ms = |t: Option<f64>| t.map_or("–".to_string(), |t| format!("{:.0}", t * 1e3));
    println!();
    println!(
        "| input | size | mlir-rs-opt wall (s) | mlir-rs-opt CPU (s) | mlir-opt wall (s) \
         | mlir-opt CPU (s) | ratio (CPU) | pass, ours (ms) \
         | pass, mlir-opt (ms) | pass ratio | growth, ours | growth, mlir-opt | same output \
         | peak RSS, ours (MiB) | peak RSS, mlir-opt (MiB) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|");
    for (k, (input, m)) in inputs.iter().zip(measured).enumerate() {
        let (ours, theirs) = (secs(m, "mlir-rs-opt"), secs(m, "mlir-opt"));
        // Growth against the previous input when it is a smaller one of the
        // same shape: (time ratio) / (size ratio).
        let before = k
            .checked_sub(1)
            .filter(|&p| std::mem::discriminant(&inputs[p].1) == std::mem::discriminant(&input.1));
        let growth = |name: &str, now: Option<f64>| {
            let Some(p) = before else { return "–".to_string() };
            let scale = sizes[k] as f64 / sizes[p] as f64;
            match (now, secs(&measured[p], name)) {
                (Some(n), Some(b)) if b > 0.0 => format!("{:.2}", n / b / scale),
                _ => "–".to_string(),
            }
        };
        let cell = |name: &str, clock| of(tools, m, name).map_or("–".into(), |o| o.cell(clock));
        let rss = |name: &str| of(tools, m, name).map_or("–".to_string(), Outcome::rss_cell);
        let same = match m.same {
            Some(true) => "yes",
            Some(false) => "**no**",
            None => "–",
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {same} | {} | {} |",
            input.label(),
            sizes[k],
            cell("mlir-rs-opt", Clock::Wall),
            cell("mlir-rs-opt", Clock::Cpu),
            cell("mlir-opt", Clock::Wall),
            cell("mlir-opt", Clock::Cpu),
            ratio(ours, theirs),
            ms(m.pass.0),
            ms(m.pass.1),
            ratio(m.pass.0, m.pass.1),
            growth("mlir-rs-opt", ours),
            growth("mlir-opt", theirs),
            rss("mlir-rs-opt"),
            rss("mlir-opt"),
        );
    }
    println!();
    println!(
        "Times: wall clock and CPU time (user + system), each the best of N runs (N = 3, 1 at \
         300k), process start-up included; the ratio and growth are of CPU time. \
         Pass: the canonicalize pass alone (ours in process with time_canonicalize, best of 3; \
         mlir-opt's --mlir-timing `Canonicalizer` line, one run). Growth: (time / time at the \
         previous size) / (size / previous size); 1.00 is linear. Same output: printed IR and \
         stderr byte-identical. Peak RSS: smallest ru_maxrss over the runs."
    );
}
