//! Helpers shared by the process-level benchmarks (`parse_print.rs`,
//! `parse_verify.rs`), included in each with `#[path]`: their common options,
//! where the workspace's `target/` and the inputs are, writing and checking
//! the generated inputs, finding the tools under test (`mlir-rs-opt` and
//! [`MLIR_OPT`]), running one child process with its wall time, CPU time and
//! its own peak RSS, and running several commands alternately, keeping the
//! best of each.
//!
//! Peak RSS comes from `wait4(2)`, which returns the `rusage` of exactly the
//! child it reaps (`getrusage(RUSAGE_CHILDREN)` reports the *maximum* over all
//! reaped children, so differences of it say nothing about a single run).

// `wait4` is an FFI call; each `unsafe` block states why it is sound.
#![allow(unsafe_code)]

use std::cell::OnceCell;
use std::convert::Infallible;
use std::fs::File;
use std::io::{BufWriter, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// The upstream tool the benchmarks compare against.
pub const MLIR_OPT: &str = "mlir-opt-22";

/// Result of one child run.
pub struct Run {
    /// Wall clock from spawn to exit, process start-up included.
    pub wall: Duration,
    /// `ru_maxrss` of the child, in KiB.
    pub rss_kib: u64,
    /// CPU time of the child, user plus system (`ru_utime + ru_stime`).
    /// Less sensitive than `wall` to other processes competing for the CPU.
    pub cpu: Duration,
    /// `Ok(())` on exit code 0, else a description.
    pub status: Result<(), String>,
}

/// The options (after `--`) both benchmarks take.
pub struct Options<T: 'static> {
    /// `--generate-only`: write the inputs and stop.
    pub generate_only: bool,
    /// `--no-ours`: measure only [`MLIR_OPT`].
    pub no_ours: bool,
    /// The inputs picked with `--<list>=a,b`; all of them by default.
    pub picked: Vec<&'static T>,
}

/// Parses the command line: `--generate-only`, `--no-ours` and
/// `--<list>=a,b`, which picks entries of `all` by their `label`
/// (case-insensitive); `noun` names one entry in error messages.
pub fn parse_options<T>(
    all: &'static [T],
    list: &str,
    noun: &str,
    label: fn(&T) -> &'static str,
) -> Result<Options<T>, String> {
    let mut opts = Options { generate_only: false, no_ours: false, picked: all.iter().collect() };
    let prefix = format!("--{list}=");
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            // cargo passes `--bench` to harness-less bench targets.
            "--bench" => {}
            "--generate-only" => opts.generate_only = true,
            "--no-ours" => opts.no_ours = true,
            _ if arg.starts_with(&prefix) => {
                let mut picked = Vec::new();
                for wanted in arg[prefix.len()..].split(',').filter(|l| !l.is_empty()) {
                    match all.iter().find(|e| label(e).eq_ignore_ascii_case(wanted)) {
                        Some(e) => picked.push(e),
                        None => {
                            let known: Vec<&str> = all.iter().map(label).collect();
                            return Err(format!(
                                "unknown {noun} `{wanted}` (use {})",
                                known.join(", ")
                            ));
                        }
                    }
                }
                opts.picked = picked;
            }
            _ => {
                return Err(format!(
                    "unknown argument `{arg}` (expected --generate-only, --no-ours, --{list}=..)"
                ));
            }
        }
    }
    Ok(opts)
}

/// The exit code of a benchmark's `main`: failure, after printing the
/// message prefixed with the benchmark's `name`, when `result` is an error.
pub fn exit_code(name: &str, result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{name}: {msg}");
            ExitCode::FAILURE
        }
    }
}

/// `target/` of this workspace, honouring `CARGO_TARGET_DIR` like cargo does.
pub fn target_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// `target/bench-inputs/`, created if need be: where the inputs are written.
pub fn inputs_dir(target: &Path) -> Result<PathBuf, String> {
    let dir = target.join("bench-inputs");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// A sink a streaming generator hands its text to, piece by piece.
pub type Sink<'a, E> = &'a mut dyn FnMut(&str) -> Result<(), E>;

/// Collects a generator's small pieces into chunks of ~64 KiB before
/// handing them to its sink.
#[allow(dead_code)] // parse_print and parse_verify's generators batch on their own
pub struct Batched<'a, E> {
    buf: String,
    sink: Sink<'a, E>,
}

#[allow(dead_code)]
impl<'a, E> Batched<'a, E> {
    /// An empty batch in front of `sink`.
    pub fn new(sink: Sink<'a, E>) -> Self {
        Batched { buf: String::with_capacity(1 << 16), sink }
    }

    /// Adds `piece`, handing the batch on once it is full.
    pub fn push(&mut self, piece: &str) -> Result<(), E> {
        self.buf.push_str(piece);
        if self.buf.len() >= 1 << 16 { self.flush() } else { Ok(()) }
    }

    /// Hands on what is left; call it at the end.
    pub fn flush(&mut self) -> Result<(), E> {
        if !self.buf.is_empty() {
            (self.sink)(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }
}

/// Whether a generator is deterministic and its streaming and `String` forms
/// agree: what `generate_with` hands to its sink must equal what `generate`
/// returns, twice.
#[allow(dead_code)] // rewrite's generators have no `String` form
pub fn streams_deterministically<T>(
    generate: impl Fn() -> String,
    generate_with: impl FnOnce(Sink<'_, Infallible>) -> Result<T, Infallible>,
) -> bool {
    let streamed = collect_text(generate_with);
    generate() == streamed && generate() == streamed
}

/// The whole text a streaming generator hands to its sink.
pub fn collect_text<T>(
    generate_with: impl FnOnce(Sink<'_, Infallible>) -> Result<T, Infallible>,
) -> String {
    let mut text = String::new();
    let Ok(_) = generate_with(&mut |chunk| {
        text.push_str(chunk);
        Ok(())
    });
    text
}

/// Streams a generated input into the file at `path`, so that it is never
/// held in memory here (see [`run_child`] on RSS), and reports it on stderr.
/// `generate` hands the text to its sink and returns the number of ops it
/// wrote, which is returned.
pub fn write_input(
    path: &Path,
    generate: impl FnOnce(Sink<'_, std::io::Error>) -> std::io::Result<usize>,
) -> Result<usize, String> {
    let start = Instant::now();
    let file = File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    let mut out = BufWriter::with_capacity(1 << 20, file);
    let mut bytes = 0u64;
    let written = generate(&mut |chunk| {
        bytes += chunk.len() as u64;
        out.write_all(chunk.as_bytes())
    });
    let ops = written
        .and_then(|ops| out.flush().map(|()| ops))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    eprintln!(
        "generated {} ({ops} ops, {:.1} MB) in {:.2} s",
        path.display(),
        bytes as f64 / 1e6,
        start.elapsed().as_secs_f64()
    );
    Ok(ops)
}

/// One tool under test.
pub struct Tool {
    /// `mlir-rs-opt` or `mlir-opt`, as the tables name it.
    pub name: &'static str,
    /// The executable.
    pub exe: PathBuf,
    /// Options passed in every run, before the input.
    pub extra_args: Vec<&'static str>,
    /// The stdout of `exe --help`, read on first use.
    help: OnceCell<String>,
}

impl Tool {
    /// A tool at `exe`, with no extra options yet.
    fn new(name: &'static str, exe: PathBuf) -> Tool {
        Tool { name, exe, extra_args: Vec::new(), help: OnceCell::new() }
    }

    /// The stdout of `exe --help` (empty if it cannot be run), to check which
    /// options the tool knows before passing them.
    pub fn help(&self) -> &str {
        self.help.get_or_init(|| help_text(&self.exe))
    }

    /// Runs `<exe> --allow-unregistered-dialect --mlir-print-op-generic
    /// <extra_args> <flags> <input> -o /dev/null` once with [`run_child`].
    #[allow(dead_code)] // scaling runs its own command line (no generic form, output kept)
    pub fn run(&self, flags: &[&str], input: &Path, stderr_path: &Path) -> Result<Run, String> {
        let input = input.to_string_lossy();
        let mut args = vec!["--allow-unregistered-dialect", "--mlir-print-op-generic"];
        args.extend(self.extra_args.iter().copied());
        args.extend(flags.iter().copied());
        args.extend([&*input, "-o", "/dev/null"]);
        run_child(&self.exe, &args, stderr_path)
    }
}

/// The tools to measure, in this order: `mlir-rs-opt` from `target/release`
/// (unless `no_ours`; it must have been built) and [`MLIR_OPT`] from `PATH`
/// (skipped if it is not there), the latter with `--mlir-disable-threading`
/// when it knows it, so both run single-threaded. Notes for the report go to
/// `notes`; `found` is called with each tool as it is found, for notes of the
/// caller's own. The tools are listed on stderr; none at all is an error.
pub fn find_tools(
    target: &Path,
    no_ours: bool,
    notes: &mut Vec<String>,
    mut found: impl FnMut(&Tool, &mut Vec<String>),
) -> Result<Vec<Tool>, String> {
    let mut tools = Vec::new();
    if no_ours {
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
        let tool = Tool::new("mlir-rs-opt", ours);
        found(&tool, notes);
        tools.push(tool);
    }
    match find_on_path(MLIR_OPT) {
        None => notes.push(format!("{MLIR_OPT} not on PATH: skipped.")),
        Some(exe) => {
            let mut tool = Tool::new("mlir-opt", exe);
            if tool.help().contains("--mlir-disable-threading") {
                tool.extra_args.push("--mlir-disable-threading");
                notes.push(format!(
                    "{MLIR_OPT} runs with --mlir-disable-threading (single-threaded, like mlir-rs-opt)."
                ));
            } else {
                notes.push(format!(
                    "{MLIR_OPT} has no --mlir-disable-threading; it may use several threads."
                ));
            }
            found(&tool, notes);
            tools.push(tool);
        }
    }
    if tools.is_empty() {
        return Err("nothing to measure: no tool available".to_string());
    }
    for tool in &tools {
        eprintln!("{}: {}", tool.name, tool.exe.display());
    }
    Ok(tools)
}

/// Which time a table shows.
#[derive(Clone, Copy)]
pub enum Clock {
    /// Wall clock from spawn to exit.
    Wall,
    /// User + system CPU time of the child.
    #[allow(dead_code)] // parse_print shows wall time only
    Cpu,
}

/// The outcome of benchmarking one command on one input.
pub enum Outcome {
    /// Best wall time, best CPU time and smallest peak RSS (KiB) over all runs.
    Measured { wall: Duration, cpu: Duration, rss_kib: u64 },
    /// A run exited unsuccessfully; the reason, for the table.
    Failed(String),
    /// The command was not run.
    Skipped,
}

impl Outcome {
    /// The best time on `clock`, in seconds, if measured.
    pub fn secs(&self, clock: Clock) -> Option<f64> {
        match (self, clock) {
            (Outcome::Measured { wall, .. }, Clock::Wall) => Some(wall.as_secs_f64()),
            (Outcome::Measured { cpu, .. }, Clock::Cpu) => Some(cpu.as_secs_f64()),
            _ => None,
        }
    }

    /// A table cell of the best time on `clock` (or why there is none).
    pub fn cell(&self, clock: Clock) -> String {
        match self {
            Outcome::Measured { .. } => format!("{:.3}", self.secs(clock).unwrap_or(0.0)),
            Outcome::Failed(why) => format!("failed ({why})"),
            Outcome::Skipped => "not measured".to_string(),
        }
    }

    /// A table cell of the peak RSS in MiB, `–` if not measured.
    pub fn rss_cell(&self) -> String {
        match self {
            Outcome::Measured { rss_kib, .. } => format!("{:.1}", *rss_kib as f64 / 1024.0),
            _ => "–".to_string(),
        }
    }
}

/// Runs each of `count` commands `runs` times, alternating them run by run
/// (and their order, so none always runs on a warmer cache), and keeps the
/// best times and smallest peak RSS of each. `run(i, run_no)` runs command
/// `i` once and reports the run on stderr; a command that fails is not run
/// again.
pub fn bench_alternately(
    count: usize,
    runs: usize,
    mut run: impl FnMut(usize, usize) -> Result<Run, String>,
) -> Vec<Outcome> {
    let mut outcomes: Vec<Outcome> = (0..count).map(|_| Outcome::Skipped).collect();
    for run_no in 0..runs {
        for k in 0..count {
            let i = if run_no % 2 == 0 { k } else { count - 1 - k };
            if matches!(outcomes[i], Outcome::Failed(_)) {
                continue;
            }
            let sample = match run(i, run_no) {
                Ok(sample) => sample,
                Err(e) => {
                    outcomes[i] = Outcome::Failed(e);
                    continue;
                }
            };
            if let Err(why) = sample.status {
                outcomes[i] = Outcome::Failed(why);
                continue;
            }
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

/// `name` resolved through `PATH`, if it is there.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// The stdout of `exe --help`, empty if it cannot be run.
fn help_text(exe: &Path) -> String {
    Command::new(exe)
        .arg("--help")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default()
}

/// Runs `exe args..`, waiting with `wait4` to get this child's own rusage.
/// Stdout goes to `/dev/null`, stderr to `stderr_path`.
pub fn run_child(exe: &Path, args: &[&str], stderr_path: &Path) -> Result<Run, String> {
    let stderr = File::create(stderr_path)
        .map_err(|e| format!("cannot create {}: {e}", stderr_path.display()))?;
    let start = Instant::now();
    let child = Command::new(exe)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    loop {
        // SAFETY: `pid` is our own child, not yet reaped (`child` is never waited
        // on through std); `status` and `usage` are valid for writes.
        let r = unsafe { libc::wait4(pid, &mut status, 0, usage.as_mut_ptr()) };
        if r == pid {
            break;
        }
        let err = std::io::Error::last_os_error();
        if err.kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("wait4 on {} failed: {err}", exe.display()));
        }
    }
    let wall = start.elapsed();
    // Dropping a `Child` neither waits nor kills; the process is already reaped.
    drop(child);
    // SAFETY: `wait4` succeeded, so it filled in `usage` (and it was zeroed anyway).
    let usage = unsafe { usage.assume_init() };
    // Linux reports ru_maxrss in KiB.
    let rss_kib = u64::try_from(usage.ru_maxrss).unwrap_or(0);
    let cpu = timeval(usage.ru_utime) + timeval(usage.ru_stime);
    let status = if libc::WIFEXITED(status) {
        match libc::WEXITSTATUS(status) {
            0 => Ok(()),
            code => Err(format!("exit code {code}")),
        }
    } else if libc::WIFSIGNALED(status) {
        Err(format!("killed by signal {}", libc::WTERMSIG(status)))
    } else {
        Err(format!("wait status {status:#x}"))
    };
    let status = status.map_err(|why| {
        let first = first_line(stderr_path);
        if first.is_empty() { why } else { format!("{why}: {first}") }
    });
    Ok(Run { wall, rss_kib, cpu, status })
}

/// A `timeval` of `rusage` as a duration (negative fields count as zero).
fn timeval(t: libc::timeval) -> Duration {
    let secs = u64::try_from(t.tv_sec).unwrap_or(0);
    let micros = u32::try_from(t.tv_usec).unwrap_or(0);
    Duration::from_secs(secs) + Duration::from_micros(micros.into())
}

/// Whether two files hold the same bytes, a missing file counting as
/// empty: on failure mlir-opt never creates its `-o` file, where
/// mlir-rs-opt leaves it empty.
#[allow(dead_code)] // parse_print and parse_verify discard the output
pub fn same_contents(a: &Path, b: &Path) -> bool {
    let read = |p: &Path| std::fs::read(p).unwrap_or_default();
    read(a) == read(b)
}

/// First line of a file (for error messages), shortened and made safe for a
/// markdown table cell.
pub fn first_line(path: &Path) -> String {
    let mut text = String::new();
    if File::open(path).and_then(|f| f.take(4096).read_to_string(&mut text)).is_err() {
        return String::new();
    }
    let line = text.lines().next().unwrap_or("").trim();
    let mut short: String = line.chars().take(160).collect();
    if short.len() < line.len() {
        short.push('…');
    }
    short.replace('|', "\\|")
}
