//! Declarative patterns against the same patterns written by hand: arith's
//! canonicalizations (`#[pattern]`s, `mlir_dialects::arith::canonicalize`)
//! and the bench's own (`extra_patterns.rs`), against their hand-written
//! twins (`hand_patterns/`), under the greedy driver on modules of 100k
//! and 1M ops (`gen_patterns.rs`).
//!
//! Run with `cargo bench --bench patterns` (options after `--`:
//! `--sizes=100k,1M`, `--runs=N`, and `--only=declarative` or
//! `--only=hand` to time one set alone, nothing checked, under a
//! profiler). For each size it
//!
//! 1. generates the module (in memory);
//! 2. runs each set once more with every pattern counting its rewrites
//!    (untimed), checks that both sets made the same rewrites, pattern by
//!    pattern, and that their outputs, printed with locations, are
//!    byte-identical;
//! 3. times the driver alone (not parsing, not freezing the set, not
//!    printing) on a fresh parse of the same text, the two sets
//!    alternating (which goes first alternates too), N runs each (5 by
//!    default), keeping the best wall-clock time and the best CPU time of
//!    the thread (the machine is shared: CPU time is the steadier);
//! 4. prints a markdown table: ops, patterns, best declarative and
//!    hand-written times, their ratios; then the rewrites per pattern.
//!
//! Both runs use the same driver configuration (`GreedyConfig::default()`:
//! folding on, so the folders do the same work in both).

#[path = "extra_patterns.rs"]
mod extra_patterns;
#[path = "gen_patterns.rs"]
mod gen_patterns;
mod hand_patterns;

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::ir::Op;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::rewrite::{
    PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};
use mlir_core::transforms::drivers::greedy_driver::{GreedyConfig, apply_patterns_greedily};
use mlir_rs::dialects::arith::canonicalize as arith;
use mlir_rs::opt::standard_registry;

/// The declarative patterns, in the order of `hand_patterns::hand_patterns`.
fn declarative_patterns() -> Vec<Box<dyn RewritePattern>> {
    use extra_patterns as extra;
    vec![
        Box::new(arith::AddIAddConstant),
        Box::new(arith::AddISubConstantRHS),
        Box::new(arith::AddISubConstantLHS),
        Box::new(arith::AddIMulNegativeOneRhs),
        Box::new(arith::AddIMulNegativeOneLhs),
        Box::new(arith::SubIRHSAddConstant),
        Box::new(arith::SubILHSAddConstant),
        Box::new(arith::SubIRHSSubConstantRHS),
        Box::new(arith::SubIRHSSubConstantLHS),
        Box::new(arith::SubILHSSubConstantRHS),
        Box::new(arith::SubILHSSubConstantLHS),
        Box::new(arith::SubISubILHSRHSLHS),
        Box::new(arith::MulIMulIConstant),
        Box::new(arith::AddUIExtendedToAddI),
        Box::new(arith::MulSIExtendedToMulI),
        Box::new(arith::MulSIExtendedRHSOne),
        Box::new(arith::MulUIExtendedToMulI),
        Box::new(arith::AndOfExtUI),
        Box::new(arith::AndOfExtSI),
        Box::new(arith::OrOfExtUI),
        Box::new(arith::OrOfExtSI),
        Box::new(arith::XOrINotCmpI),
        Box::new(arith::XOrIOfExtUI),
        Box::new(arith::XOrIOfExtSI),
        Box::new(arith::CmpIExtSI),
        Box::new(arith::CmpIExtUI),
        Box::new(arith::RedundantSelectFalse),
        Box::new(arith::RedundantSelectTrue),
        Box::new(arith::SelectNotCond),
        Box::new(arith::SelectI1ToNot),
        Box::new(arith::SelectToExtUI),
        Box::new(arith::SelectToExtUINot),
        Box::new(arith::ExtSIOfExtUI),
        Box::new(arith::TruncIExtSIToExtSI),
        Box::new(arith::TruncIExtUIToExtUI),
        Box::new(arith::TruncIShrSIToTrunciShrUI),
        Box::new(arith::TruncFSIToFPToSIToFP),
        Box::new(arith::TruncFUIToFPToUIToFP),
        Box::new(arith::IndexCastOfIndexCast),
        Box::new(arith::IndexCastOfExtSI),
        Box::new(arith::IndexCastUIOfIndexCastUI),
        Box::new(arith::IndexCastUIOfExtUI),
        Box::new(arith::BitcastOfBitcast),
        Box::new(arith::MulFOfNegF),
        Box::new(arith::DivFOfNegF),
        Box::new(extra::MulIOfShLIOne),
        Box::new(extra::AddIOfMulIFactor),
        Box::new(extra::OrIOfAndIFactor),
        Box::new(extra::AndIOfOrIFactor),
        Box::new(extra::XOrIOfXOrICancel),
        Box::new(extra::SubIOfAddICancel),
        Box::new(extra::SelectOfSltToMinSI),
        Box::new(extra::SelectOfSgtToMaxSI),
    ]
}

/// A pattern that counts its successful rewrites.
struct Counted {
    inner: Box<dyn RewritePattern>,
    rewrites: Arc<AtomicU64>,
}

impl RewritePattern for Counted {
    fn root(&self) -> PatternRoot {
        self.inner.root()
    }

    fn benefit(&self) -> u16 {
        self.inner.benefit()
    }

    fn generated_ops(&self) -> &[&'static str] {
        self.inner.generated_ops()
    }

    fn debug_name(&self) -> &str {
        self.inner.debug_name()
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let result = self.inner.match_and_rewrite(op, rw);
        if result.is_ok() {
            self.rewrites.fetch_add(1, Ordering::Relaxed);
        }
        result
    }
}

/// Which pattern set a run uses.
#[derive(Copy, Clone)]
enum Set {
    Declarative,
    Hand,
}

impl Set {
    fn patterns(self) -> Vec<Box<dyn RewritePattern>> {
        match self {
            Set::Declarative => declarative_patterns(),
            Set::Hand => hand_patterns::hand_patterns(),
        }
    }
}

/// The CPU time this thread has used, in seconds (less disturbed than
/// the wall clock by other load on the machine).
#[allow(unsafe_code)]
fn thread_cpu_secs() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid `timespec` for the call to write.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if r != 0 {
        return 0.0;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// The driver's wall-clock and CPU times of one run, in seconds.
#[derive(Copy, Clone)]
struct Times {
    wall: f64,
    cpu: f64,
}

impl Times {
    const NONE: Times = Times { wall: f64::MAX, cpu: f64::MAX };

    fn min(self, other: Times) -> Times {
        Times { wall: self.wall.min(other.wall), cpu: self.cpu.min(other.cpu) }
    }
}

/// What a run observed: the printed output, each pattern's rewrites.
type Observed = (String, Vec<u64>);

/// One run of the driver with `set` on a fresh parse of `text`: the
/// driver's times, and, when `observe`, the printed output
/// (with locations) and each pattern's rewrites.
fn run(set: Set, text: &str, observe: bool) -> Result<(Times, Option<Observed>), String> {
    let ctx = Arc::new(Context::with_dialects(&standard_registry()));
    ctx.set_allow_unregistered_dialects(true);
    let mut parsed = parse_source(ctx.clone(), text, &ParseConfig::new("patterns.mlir"))
        .map_err(|diags| format!("the input does not parse: {}", diags[0].message))?;
    let module = parsed.module();
    let mut set_builder = RewritePatternSet::new();
    let mut counters = Vec::new();
    for pattern in set.patterns() {
        if observe {
            let rewrites = Arc::new(AtomicU64::new(0));
            counters.push(rewrites.clone());
            set_builder.add(Counted { inner: pattern, rewrites });
        } else {
            set_builder.add_boxed(pattern);
        }
    }
    let frozen = FrozenPatternSet::new(&ctx, set_builder);
    let config = GreedyConfig::default();
    let (start, cpu) = (Instant::now(), thread_cpu_secs());
    apply_patterns_greedily(&mut parsed.ir, module, &frozen, &config);
    let secs = Times { wall: start.elapsed().as_secs_f64(), cpu: thread_cpu_secs() - cpu };
    let observed = observe.then(|| {
        let options = PrintOptions { debug_info: true, ..PrintOptions::default() };
        let counts = counters.iter().map(|c| c.load(Ordering::Relaxed)).collect();
        (print_ir(&parsed.ir, &options), counts)
    });
    Ok((secs, observed))
}

/// The sizes and runs the command line asks for.
struct Options {
    sizes: Vec<(String, usize)>,
    runs: usize,
    /// Only this set, timed, nothing checked (for a profiler).
    only: Option<Set>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        sizes: vec![("100k".into(), 100_000), ("1M".into(), 1_000_000)],
        runs: 5,
        only: None,
    };
    for arg in std::env::args().skip(1) {
        if let Some(list) = arg.strip_prefix("--sizes=") {
            options.sizes = list
                .split(',')
                .map(|label| match label {
                    "10k" => Ok((label.to_string(), 10_000)),
                    "100k" => Ok((label.to_string(), 100_000)),
                    "1M" => Ok((label.to_string(), 1_000_000)),
                    other => Err(format!("unknown size '{other}' (10k, 100k, 1M)")),
                })
                .collect::<Result<_, _>>()?;
        } else if let Some(n) = arg.strip_prefix("--runs=") {
            options.runs =
                n.parse().ok().filter(|&n| n > 0).ok_or("--runs wants a positive number")?;
        } else if let Some(set) = arg.strip_prefix("--only=") {
            options.only = Some(match set {
                "declarative" => Set::Declarative,
                "hand" => Set::Hand,
                other => return Err(format!("unknown set '{other}' (declarative, hand)")),
            });
        } else if arg != "--bench" {
            return Err(format!(
                "unknown option '{arg}' (--sizes=100k,1M, --runs=N, --only=declarative|hand)"
            ));
        }
    }
    Ok(options)
}

/// Checks that the two sets pair up: same roots and benefits, in order.
fn check_pairs() -> Result<(), String> {
    let (decl, hand) = (declarative_patterns(), hand_patterns::hand_patterns());
    if decl.len() != hand.len() {
        return Err(format!("{} declarative patterns, {} hand-written", decl.len(), hand.len()));
    }
    for (d, h) in decl.iter().zip(&hand) {
        if d.root() != h.root() || d.benefit() != h.benefit() {
            return Err(format!(
                "{} and {} differ in root or benefit",
                d.debug_name(),
                h.debug_name()
            ));
        }
    }
    Ok(())
}

fn bench() -> Result<(), String> {
    let options = options()?;
    check_pairs()?;
    let names: Vec<String> = declarative_patterns()
        .iter()
        .zip(hand_patterns::hand_patterns())
        .map(|(d, h)| {
            // The hand-written twin's type name (the declarative debug name
            // of both `SelectToExtUI` halves is upstream's).
            let hand = h.debug_name().rsplit("::").next().unwrap_or_default().to_string();
            if hand.is_empty() { d.debug_name().to_string() } else { hand }
        })
        .collect();
    let patterns = names.len();
    let mut rows = Vec::new();
    let mut all_counts = Vec::new();
    for (label, ops) in &options.sizes {
        eprintln!("{label}: generating");
        let text = gen_patterns::generate(*ops);
        if let Some(set) = options.only {
            let best = (0..options.runs).map(|_| run(set, &text, false).map(|(times, _)| times));
            let best = best
                .collect::<Result<Vec<Times>, String>>()?
                .into_iter()
                .fold(Times::NONE, Times::min);
            println!(
                "{label}: best of {}: {:.1} ms wall, {:.1} ms CPU",
                options.runs,
                best.wall * 1e3,
                best.cpu * 1e3
            );
            continue;
        }
        eprintln!("{label}: checking outputs and rewrites");
        let (_, decl) = run(Set::Declarative, &text, true)?;
        let (_, hand) = run(Set::Hand, &text, true)?;
        let ((decl_out, decl_counts), (hand_out, hand_counts)) =
            (decl.unwrap_or_default(), hand.unwrap_or_default());
        if decl_out != hand_out {
            let line =
                decl_out.lines().zip(hand_out.lines()).position(|(a, b)| a != b).unwrap_or(0) + 1;
            return Err(format!("{label}: the outputs differ (first at line {line})"));
        }
        if decl_counts != hand_counts {
            return Err(format!(
                "{label}: the rewrite counts differ: {decl_counts:?} against {hand_counts:?}"
            ));
        }
        let (mut best_decl, mut best_hand) = (Times::NONE, Times::NONE);
        for i in 0..options.runs {
            let order = if i % 2 == 0 {
                [Set::Declarative, Set::Hand]
            } else {
                [Set::Hand, Set::Declarative]
            };
            for set in order {
                let (secs, _) = run(set, &text, false)?;
                match set {
                    Set::Declarative => best_decl = best_decl.min(secs),
                    Set::Hand => best_hand = best_hand.min(secs),
                }
            }
            eprintln!(
                "{label}: run {} of {}: best so far {:.1} / {:.1} ms wall, {:.1} / {:.1} ms CPU",
                i + 1,
                options.runs,
                best_decl.wall * 1e3,
                best_hand.wall * 1e3,
                best_decl.cpu * 1e3,
                best_hand.cpu * 1e3
            );
        }
        rows.push((label.clone(), count_ops(&text), best_decl, best_hand));
        all_counts.push((label.clone(), decl_counts));
    }
    println!(
        "| ops | patterns | declarative (ms) | hand-written (ms) | ratio \
         | declarative CPU (ms) | hand-written CPU (ms) | CPU ratio |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (label, ops, decl, hand) in &rows {
        println!(
            "| {label} ({ops}) | {patterns} | {:.1} | {:.1} | {:.3} | {:.1} | {:.1} | {:.3} |",
            decl.wall * 1e3,
            hand.wall * 1e3,
            decl.wall / hand.wall,
            decl.cpu * 1e3,
            hand.cpu * 1e3,
            decl.cpu / hand.cpu
        );
    }
    println!();
    let labels: Vec<&str> = all_counts.iter().map(|(l, _)| l.as_str()).collect();
    println!("| pattern | rewrites at {} (both sets) |", labels.join(", "));
    println!("|---|---|");
    for (i, name) in names.iter().enumerate() {
        let counts: Vec<String> = all_counts.iter().map(|(_, c)| c[i].to_string()).collect();
        println!("| `{name}` | {} |", counts.join(", "));
    }
    Ok(())
}

/// The ops of the generated text (one per line holding `=` or a
/// `"bench.use"`, plus the `func.func` and `return` of each function).
fn count_ops(text: &str) -> usize {
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            l.starts_with('%')
                || l.starts_with("\"bench.use\"")
                || l.starts_with("func.func")
                || l.starts_with("return")
        })
        .count()
}

fn main() -> ExitCode {
    match bench() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("patterns: {message}");
            ExitCode::FAILURE
        }
    }
}
