//! Rewriting benchmark: `mlir-rs-opt --canonicalize` against `mlir-opt-22
//! --canonicalize` on one function whose canonicalization touches each of
//! its 10k, 30k, 100k or 300k ops or blocks, to show that nothing in the
//! greedy driver or the patterns grows faster than the input; and
//! `--canonicalize` and `--cse` on modules of 100k and 1M ops of many
//! functions, where the folders, CSE and the driver do the work of a real
//! run.
//!
//! Run with `cargo bench --bench rewrite` after
//! `cargo build --release -p mlir-rs-opt` (and, for our in-process pass
//! time, `cargo build --release -p mlir-rs-tools --bin time_pass`).
//! It
//!
//! 1. writes the inputs into `target/bench-inputs/` with the generators of
//!    `gen_rewrite.rs`: `mixed_*` (constants, dead ops, asserts, unregistered
//!    ops in one block), `chain_*` (a dead use chain), `br_*` (blocks chained
//!    by `cf.br`) and `cond_br_*` (blocks chained by `cf.cond_br` on
//!    constants through pass-through blocks) and `fan_*` (blocks chained
//!    by `cf.cond_br`, all also branching to one exit block), each at 10k,
//!    30k, 100k and 300k, and `switch_*` (one `cf.switch` whose case blocks
//!    have dead arguments) at 10k and 30k, and `module_*` (functions of
//!    about 45 ops: constant expressions, identities, duplicates, dead ops,
//!    branches on folded conditions, unregistered ops with regions) at 100k
//!    and 1M ops, as `rewrite_<label>.mlir`;
//! 2. runs each tool on each input as a child process, alternating the tools
//!    run by run, as `<tool> --allow-unregistered-dialect --<pass> <input>
//!    -o <out>` (`canonicalize`, or `cse` for the `*_cse` labels; mlir-opt
//!    with `--mlir-disable-threading`), keeping the best wall time and the
//!    smallest peak RSS of N runs (N = 3, or 1 on a single function of
//!    300k);
//! 3. checks that the two tools' outputs (printed IR and stderr, kept in
//!    `target/bench-inputs/rewrite-out/`) are byte-identical;
//! 4. measures the pass alone: mlir-opt's `Canonicalizer` or `CSE` line of
//!    one more run with `--mlir-timing`, ours with `time_pass` (in process,
//!    best of 5) when it is built;
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

/// The pass a benchmark input is run through.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Canonicalize,
    Cse,
}

impl Pass {
    /// Its name on the command line (`--<name>`) and for `time_pass`.
    fn name(self) -> &'static str {
        match self {
            Canonicalize => "canonicalize",
            Cse => "cse",
        }
    }

    /// The name mlir-opt's `--mlir-timing` report gives it.
    fn timing_name(self) -> &'static str {
        match self {
            Canonicalize => "Canonicalizer",
            Cse => "CSE",
        }
    }
}

/// A benchmark input: its label, shape and pass.
struct Input(&'static str, Shape, Pass);

impl Input {
    fn label(&self) -> &'static str {
        self.0
    }

    /// Runs per tool: one on a single function of 300k, three otherwise.
    fn runs(&self) -> usize {
        let (Shape::Mixed(n)
        | Shape::Chain(n)
        | Shape::Branches(n)
        | Shape::CondBranches(n)
        | Shape::Fan(n)
        | Shape::Switch(n)) = self.1
        else {
            return 3;
        };
        if n >= 300_000 { 1 } else { 3 }
    }
}

use Pass::{Canonicalize, Cse};

const INPUTS: [Input; 26] = [
    Input("mixed_10k", Shape::Mixed(10_000), Canonicalize),
    Input("mixed_30k", Shape::Mixed(30_000), Canonicalize),
    Input("mixed_100k", Shape::Mixed(100_000), Canonicalize),
    Input("mixed_300k", Shape::Mixed(300_000), Canonicalize),
    Input("chain_10k", Shape::Chain(10_000), Canonicalize),
    Input("chain_30k", Shape::Chain(30_000), Canonicalize),
    Input("chain_100k", Shape::Chain(100_000), Canonicalize),
    Input("chain_300k", Shape::Chain(300_000), Canonicalize),
    Input("br_10k", Shape::Branches(10_000), Canonicalize),
    Input("br_30k", Shape::Branches(30_000), Canonicalize),
    Input("br_100k", Shape::Branches(100_000), Canonicalize),
    Input("br_300k", Shape::Branches(300_000), Canonicalize),
    Input("cond_br_10k", Shape::CondBranches(10_000), Canonicalize),
    Input("cond_br_30k", Shape::CondBranches(30_000), Canonicalize),
    Input("cond_br_100k", Shape::CondBranches(100_000), Canonicalize),
    Input("cond_br_300k", Shape::CondBranches(300_000), Canonicalize),
    Input("fan_10k", Shape::Fan(10_000), Canonicalize),
    Input("fan_30k", Shape::Fan(30_000), Canonicalize),
    Input("fan_100k", Shape::Fan(100_000), Canonicalize),
    Input("fan_300k", Shape::Fan(300_000), Canonicalize),
    Input("switch_10k", Shape::Switch(10_000), Canonicalize),
    // No larger switch: mlir-opt's time and memory grow quadratically here
    // (3.6 GiB at 30k), 100k would exhaust the machine.
    Input("switch_30k", Shape::Switch(30_000), Canonicalize),
    Input("module_100k", Shape::Module(100_000), Canonicalize),
    Input("module_1m", Shape::Module(1_000_000), Canonicalize),
    Input("module_100k_cse", Shape::Module(100_000), Cse),
    Input("module_1m_cse", Shape::Module(1_000_000), Cse),
];

/// What one input measured.
struct Measured {
    outcomes: Vec<Outcome>,
    /// Whether both tools printed the same IR and stderr (`None`: one tool).
    same: Option<bool>,
    /// The pass alone, in seconds: ours, mlir-opt's.
    pass: (Option<f64>, Option<f64>),
}

/// Where the input is written; the `*_cse` inputs share their file with
/// the canonicalize ones.
fn input_path(dir: &Path, input: &Input) -> PathBuf {
    let label = input.label();
    dir.join(format!("rewrite_{}.mlir", label.strip_suffix("_cse").unwrap_or(label)))
}

/// Where `tool`'s output (`ext` = `out` or `err`) of `input` is kept.
fn output_path(out_dir: &Path, input: &Input, tool: &Tool, ext: &str) -> PathBuf {
    out_dir.join(format!("{}.{}.{ext}", input.label(), tool.name))
}

/// Runs `tool --<pass>` once on the input at `path`, with `extra` options,
/// the output into `out`, stderr into `err`. `out` is removed first, so it
/// must be a file of the benchmark's own.
fn run_pass(tool: &Tool, pass: Pass, path: &Path, extra: &[&str], out: &Path, err: &Path) -> Run {
    // A stale output of an earlier run must not pass for this run's.
    let _ = std::fs::remove_file(out);
    let (path, out) = (path.to_string_lossy(), out.to_string_lossy());
    let mut args = vec!["--allow-unregistered-dialect"];
    args.extend(tool.extra_args.iter().copied());
    args.extend(extra);
    let flag = format!("--{}", pass.name());
    args.extend([&*flag, &*path, "-o", &*out]);
    run_child(&tool.exe, &args, err).unwrap_or_else(|why| Run {
        wall: Default::default(),
        rss_kib: 0,
        cpu: Default::default(),
        status: Err(why),
    })
}

/// mlir-opt's own time of the pass: the pass's line of a run with
/// `--mlir-timing` (its first column is the wall time in seconds).
fn upstream_pass_time(tool: &Tool, pass: Pass, path: &Path, out_dir: &Path) -> Option<f64> {
    let (out, err) = (out_dir.join("timing.out"), out_dir.join("timing.err"));
    let run = run_pass(tool, pass, path, &["--mlir-timing"], &out, &err);
    run.status.ok()?;
    let report = std::fs::read_to_string(&err).ok()?;
    let line = report.lines().find(|l| l.trim_end().ends_with(pass.timing_name()))?;
    line.split_whitespace().next()?.parse().ok()
}

/// Our time of the pass: `time_pass`'s `… <ms> ms` line, if that tool is
/// built.
fn our_pass_time(timer: &Path, pass: Pass, path: &Path) -> Option<f64> {
    let output =
        Command::new(timer).arg(pass.name()).arg(path).stderr(Stdio::null()).output().ok()?;
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
    for shape in small.into_iter().chain([Shape::Fan(9), Shape::Module(99)]) {
        let text = || collect_text(|sink| gen_rewrite::generate_with(shape, sink));
        if text() != text() {
            return Err(format!("the generator of {shape:?} is not deterministic"));
        }
    }
    let mut sizes = Vec::new();
    for input in &opts.picked {
        let path = input_path(&dir, input);
        let written = sizes.iter().zip(&opts.picked).find(|(_, i)| input_path(&dir, i) == path);
        let size = match written {
            Some((&size, _)) => size,
            None => write_input(&path, |sink| gen_rewrite::generate_with(input.1, sink))?,
        };
        sizes.push(size);
    }
    if opts.generate_only {
        return Ok(());
    }

    // 2.–4. Runs, outputs, pass times.
    let mut notes = Vec::new();
    let tools = find_tools(&target, opts.no_ours, &mut notes, |_, _| {})?;
    let timer = target.join("release").join("time_pass");
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
            let run = run_pass(tool, input.2, &path, &[], &out, &err);
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
                pass.0 = timer.is_file().then(|| our_pass_time(&timer, input.2, &path)).flatten();
            } else {
                pass.1 = upstream_pass_time(tool, input.2, &path, &out_dir);
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
        let before = k.checked_sub(1).filter(|&p| {
            std::mem::discriminant(&inputs[p].1) == std::mem::discriminant(&input.1)
                && inputs[p].2 == input.2
        });
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
         300k in one function), process start-up included; the ratio and growth are of CPU \
         time. Pass: the pass alone (ours in process with time_pass, best of 5; mlir-opt's \
         --mlir-timing `Canonicalizer` or `CSE` line, one run). Growth: (time / time at the \
         previous size) / (size / previous size); 1.00 is linear. Same output: printed IR and \
         stderr byte-identical. Peak RSS: smallest ru_maxrss over the runs."
    );
}
