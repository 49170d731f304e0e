//! [`PassTiming`]: the instrumentation behind `--mlir-timing`. It records
//! the wall time of every pass, nested pipeline and analysis by position in
//! the pipeline, adding up the times of the same entry over ops and
//! threads, and prints mlir-opt 22's execution time report, as a tree (the
//! pipeline's shape) or as a list (merged by name, slowest first).
//!
//! In a threaded run, as in mlir-opt, a pass's user time is the sum of its
//! runs on all threads and its wall time that of the thread that spent
//! longest in it; a nested pipeline's wall time is the real time it took,
//! and its user time counts every thread. The report then has mlir-opt's
//! `User Time` column too.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use parking_lot::Mutex;
use rustc_hash::FxHashSet;

use crate::ir::Op;

use super::instrumentation::{HookSite, PassInstrumentation, PathStep};
use super::pass::Pass;

/// How `--mlir-timing-display` shows the report.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// The pipeline's tree (mlir-opt's default).
    #[default]
    Tree,
    /// One line per name, times merged, slowest first.
    List,
}

/// One step of a timer's position: a pipeline entry, an analysis computed
/// by the pass at the position before it, or a pipeline a pass ran itself.
///
/// As in mlir-opt, such a pipeline has one timer per anchor in the
/// pipeline of the pass, beside the pass: it is keyed under the first pass
/// that ran one on that anchor (`[…, Entry(pass), Dynamic(n)]`, `n`
/// counting the anchors first run in that pipeline, so it sorts after the
/// pass's analyses), and the passes in it under the pass that ran them
/// (`[…, Dynamic(n), Owner(pass), Entry(i)]`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Step {
    Entry(usize),
    Analysis(&'static str),
    Dynamic(usize),
    Owner(usize),
}

/// What one timer recorded.
#[derive(Clone, Debug, Default)]
struct Record {
    name: String,
    /// The time spent in it on each thread, in the order threads first
    /// reached it.
    per_thread: Vec<(ThreadId, Duration)>,
    /// Set for nested pipelines: their user time is that of the passes in
    /// them, on all threads, when larger than their wall time.
    pipeline: bool,
}

/// The timer of the pipelines on one anchor that passes of one pipeline ran.
struct DynamicTimer {
    parent: Vec<Step>,
    anchor: Arc<str>,
    key: Vec<Step>,
}

/// What a timer times, for the report's layout.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
enum Kind {
    /// A pass or an analysis.
    #[default]
    Pass,
    /// A nested pipeline of the pass manager.
    Pipeline,
    /// A pipeline a pass ran itself: mlir-opt shows it beside that pass,
    /// not inside it, though the pass's time includes it.
    Dynamic,
}

thread_local! {
    /// The start times of the timers running on this thread. Hooks on one
    /// thread nest (a thread that helps another task while it waits runs
    /// that task to its end first), so a stack pairs them.
    static STARTS: RefCell<Vec<Instant>> = const { RefCell::new(Vec::new()) };
}

fn start() {
    STARTS.with(|s| s.borrow_mut().push(Instant::now()));
}

fn stop() -> Duration {
    STARTS.with(|s| s.borrow_mut().pop()).map(|t| t.elapsed()).unwrap_or_default()
}

/// The timing instrumentation; add it to a pass manager (shared), run,
/// then print [`PassTiming::report`].
#[derive(Default)]
pub struct PassTiming {
    records: Mutex<BTreeMap<Vec<Step>, Record>>,
    threads: Mutex<FxHashSet<ThreadId>>,
    /// The timers of the pipelines passes ran themselves: the position of
    /// the pipeline of the pass, the anchor, and the timer's key.
    dynamic: Mutex<Vec<DynamicTimer>>,
}

/// The times the driver measures around the pass pipeline.
#[derive(Copy, Clone, Debug, Default)]
pub struct DriverTimes {
    /// Reading the input.
    pub parser: Duration,
    /// Printing the result (`None`: nothing was printed, the run failed).
    pub output: Option<Duration>,
    /// The whole run.
    pub total: Duration,
}

/// One line of the report: name, indentation, wall and user time.
struct Line {
    name: String,
    depth: usize,
    wall: Duration,
    user: Duration,
    kind: Kind,
}

impl PassTiming {
    /// A timing instrumentation with nothing recorded.
    pub fn new() -> PassTiming {
        PassTiming::default()
    }

    /// Forgets everything recorded (the driver reports per input chunk).
    pub fn reset(&self) {
        self.records.lock().clear();
        self.threads.lock().clear();
        self.dynamic.lock().clear();
    }

    /// The timer's position for a hook's path.
    fn key(&self, path: &[PathStep]) -> Vec<Step> {
        let mut key = Vec::with_capacity(path.len() + 1);
        for (i, step) in path.iter().enumerate() {
            match step {
                PathStep::Entry(index) => key.push(Step::Entry(*index)),
                PathStep::Dynamic(anchor) => {
                    let Some(Step::Entry(pass)) = key.pop() else { continue };
                    let mut timer = self.dynamic_timer(key, pass, anchor);
                    if i + 1 < path.len() {
                        timer.push(Step::Owner(pass));
                    }
                    key = timer;
                }
            }
        }
        key
    }

    /// The key of the timer of the pipelines on `anchor` run by passes of
    /// the pipeline at `parent`, the pass at `pass` running one now.
    fn dynamic_timer(&self, parent: Vec<Step>, pass: usize, anchor: &Arc<str>) -> Vec<Step> {
        let mut timers = self.dynamic.lock();
        if let Some(timer) = timers.iter().find(|t| t.parent == parent && t.anchor == *anchor) {
            return timer.key.clone();
        }
        let number = timers.iter().filter(|t| t.parent == parent).count();
        let mut key = parent.clone();
        key.extend([Step::Entry(pass), Step::Dynamic(number)]);
        timers.push(DynamicTimer { parent, anchor: Arc::clone(anchor), key: key.clone() });
        key
    }

    fn add(&self, key: Vec<Step>, name: impl FnOnce() -> String, wall: Duration, pipeline: bool) {
        self.threads.lock().insert(std::thread::current().id());
        let mut records = self.records.lock();
        let record = records.entry(key).or_insert_with(|| Record {
            name: name(),
            per_thread: Vec::new(),
            pipeline,
        });
        let thread = std::thread::current().id();
        match record.per_thread.iter_mut().find(|(t, _)| *t == thread) {
            Some((_, time)) => *time += wall,
            None => record.per_thread.push((thread, wall)),
        }
    }

    /// The names and times recorded, in pipeline order, with their depth.
    fn lines(&self) -> Vec<Line> {
        let records = self.records.lock();
        let mut lines: Vec<Line> = records
            .iter()
            .map(|(key, r)| {
                // A pipeline a pass ran sits beside the pass, the passes
                // in it one level below.
                let levels =
                    key.iter().filter(|s| matches!(s, Step::Entry(_) | Step::Analysis(_))).count();
                let kind = match (r.pipeline, key.last()) {
                    (true, Some(Step::Dynamic(_))) => Kind::Dynamic,
                    (true, _) => Kind::Pipeline,
                    (false, _) => Kind::Pass,
                };
                Line {
                    name: r.name.clone(),
                    depth: levels - 1,
                    wall: r.per_thread.iter().map(|&(_, t)| t).max().unwrap_or_default(),
                    user: r.per_thread.iter().map(|&(_, t)| t).sum(),
                    kind,
                }
            })
            .collect();
        // A nested pipeline's user time: its direct children's, when the
        // threads made it larger than its wall time.
        let keys: Vec<&Vec<Step>> = records.keys().collect();
        for i in (0..lines.len()).rev() {
            if !records[keys[i]].pipeline {
                continue;
            }
            let children: Duration = (i + 1..lines.len())
                .take_while(|&j| keys[j].starts_with(keys[i]))
                .filter(|&j| lines[j].depth == lines[i].depth + 1)
                .map(|j| lines[j].user)
                .sum();
            lines[i].user = lines[i].user.max(children);
        }
        lines
    }

    /// The execution time report as mlir-opt 22 prints it (`Parser`, the
    /// passes, `Output`, `Rest`, `Total`), in `display`'s layout.
    pub fn report(&self, display: TimingDisplay, times: DriverTimes) -> String {
        let with_user = self.threads.lock().len() > 1;
        let passes = self.lines();
        // A pass's own pipelines are in its time already.
        let top = || passes.iter().filter(|l| l.depth == 0 && l.kind != Kind::Dynamic);
        let top_wall: Duration = top().map(|l| l.wall).sum();
        let top_user: Duration = top().map(|l| l.user).sum();
        let output = times.output.unwrap_or_default();
        let total_wall = times.total.max(times.parser + output + top_wall);
        let rest = total_wall - times.parser - output - top_wall;
        let total_user = total_wall - top_wall + top_user;
        let phase = |name: &str, d: Duration| Line {
            name: name.to_owned(),
            depth: 0,
            wall: d,
            user: d,
            kind: Kind::Pass,
        };
        let mut lines = vec![phase("Parser", times.parser)];
        match display {
            TimingDisplay::Tree => lines.extend(passes),
            TimingDisplay::List => lines.extend(merge_by_name(passes)),
        }
        if let Some(output) = times.output {
            lines.push(phase("Output", output));
        }
        if display == TimingDisplay::List {
            lines.sort_by_key(|line| std::cmp::Reverse(line.wall));
            let mut root = phase("root", total_wall);
            root.user = total_user;
            lines.insert(0, root);
        }
        lines.push(phase("Rest", rest));
        let mut total = phase("Total", total_wall);
        total.user = total_user;
        lines.push(total);

        let rule = format!("==={}===\n", "-".repeat(73));
        let title = "... Execution time report ...";
        let mut out = rule.clone();
        let _ = writeln!(out, "{}{title}", " ".repeat((80 - title.len()) / 2));
        out.push_str(&rule);
        let _ = writeln!(out, "  Total Execution Time: {:.4} seconds\n", total_wall.as_secs_f64());
        if with_user {
            out.push_str("  ----User Time----");
        }
        out.push_str("  ----Wall Time----  ----Name----\n");
        let column = |out: &mut String, d: Duration, total: Duration| {
            let share =
                if total.is_zero() { 0.0 } else { 100.0 * d.as_secs_f64() / total.as_secs_f64() };
            let _ = write!(out, "{:10.4} ({share:5.1}%)", d.as_secs_f64());
        };
        for line in lines {
            if with_user {
                column(&mut out, line.user, total_user);
            }
            column(&mut out, line.wall, total_wall);
            let _ = writeln!(out, "  {}{}", "  ".repeat(line.depth), line.name);
        }
        out
    }
}

/// The list display's lines: one per name over the whole tree, times
/// added; a nested pipeline of the pass manager also shows as its
/// manager's collection, as mlir-opt's list does.
fn merge_by_name(lines: Vec<Line>) -> Vec<Line> {
    let mut merged: Vec<Line> = Vec::new();
    let mut add = |name: String, wall: Duration, user: Duration| match merged
        .iter_mut()
        .find(|l| l.name == name)
    {
        Some(line) => {
            line.wall += wall;
            line.user += user;
        }
        None => merged.push(Line { name, depth: 0, wall, user, kind: Kind::Pass }),
    };
    for line in lines {
        if line.kind == Kind::Pipeline
            && let Some(anchor) = line.name.strip_suffix(" Pipeline")
        {
            let collection = format!("Pipeline Collection : [{anchor}]");
            add(collection, line.wall, line.user);
        }
        add(line.name, line.wall, line.user);
    }
    merged
}

impl PassInstrumentation for PassTiming {
    fn run_before_pipeline(&self, _anchor: &str, _site: &HookSite<'_>) {
        start();
    }

    fn run_after_pipeline(&self, anchor: &str, site: &HookSite<'_>) {
        let key = self.key(site.path);
        self.add(key, || format!("'{anchor}' Pipeline"), stop(), true);
    }

    fn run_before_pass(&self, _pass: &dyn Pass, _site: &HookSite<'_>, _out: &mut String) {
        start();
    }

    fn run_after_pass(&self, pass: &dyn Pass, site: &HookSite<'_>, _out: &mut String) {
        let key = self.key(site.path);
        self.add(key, || pass.name().to_owned(), stop(), false);
    }

    fn run_after_pass_failed(&self, pass: &dyn Pass, site: &HookSite<'_>, out: &mut String) {
        self.run_after_pass(pass, site, out);
    }

    fn run_before_analysis(&self, _name: &'static str, _op: Op, _site: &HookSite<'_>) {
        start();
    }

    fn run_after_analysis(&self, name: &'static str, _op: Op, site: &HookSite<'_>) {
        let mut key = self.key(site.path);
        key.push(Step::Analysis(name));
        self.add(key, || format!("(A) {name}"), stop(), false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn tree_and_list_reports() {
        let timing = PassTiming::new();
        let entry = |path: &[usize]| path.iter().map(|&i| Step::Entry(i)).collect::<Vec<_>>();
        timing.add(entry(&[0]), || "'func.func' Pipeline".to_owned(), ms(300), true);
        timing.add(entry(&[0, 0]), || "CSE".to_owned(), ms(100), false);
        timing.add(entry(&[0, 0]), || "CSE".to_owned(), ms(100), false);
        let mut analysis = entry(&[0, 0]);
        analysis.push(Step::Analysis("DominanceInfo"));
        timing.add(analysis, || "(A) DominanceInfo".to_owned(), ms(50), false);
        timing.add(entry(&[1]), || "CSE".to_owned(), ms(100), false);
        let times = DriverTimes { parser: ms(200), output: Some(ms(100)), total: ms(1000) };
        let rule = format!("==={}===", "-".repeat(73));
        let header = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total \
             Execution Time: 1.0000 seconds\n\n  ----Wall Time----  ----Name----\n"
        );
        assert_eq!(
            timing.report(TimingDisplay::Tree, times),
            format!(
                "{header}    0.2000 ( 20.0%)  Parser\n    0.3000 ( 30.0%)  'func.func' Pipeline\n    \
                 0.2000 ( 20.0%)    CSE\n    0.0500 (  5.0%)      (A) DominanceInfo\n    0.1000 \
                 ( 10.0%)  CSE\n    0.1000 ( 10.0%)  Output\n    0.3000 ( 30.0%)  Rest\n    \
                 1.0000 (100.0%)  Total\n"
            )
        );
        assert_eq!(
            timing.report(TimingDisplay::List, times),
            format!(
                "{header}    1.0000 (100.0%)  root\n    0.3000 ( 30.0%)  Pipeline Collection : \
                 ['func.func']\n    0.3000 ( 30.0%)  'func.func' Pipeline\n    0.3000 ( 30.0%)  \
                 CSE\n    0.2000 ( 20.0%)  Parser\n    0.1000 ( 10.0%)  Output\n    0.0500 (  \
                 5.0%)  (A) DominanceInfo\n    0.3000 ( 30.0%)  Rest\n    1.0000 (100.0%)  \
                 Total\n"
            )
        );
        timing.reset();
        assert!(timing.lines().is_empty());
    }
}
