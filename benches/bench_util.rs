//! Helpers shared by the process-level benchmarks (`parse_print.rs`,
//! `parse_verify.rs`), included in each with `#[path]`: where the workspace's
//! `target/` is, finding a tool on `PATH` and reading its `--help`, and running
//! one child process with its wall time, CPU time and its own peak RSS.
//!
//! Peak RSS comes from `wait4(2)`, which returns the `rusage` of exactly the
//! child it reaps (`getrusage(RUSAGE_CHILDREN)` reports the *maximum* over all
//! reaped children, so differences of it say nothing about a single run).

// `wait4` is an FFI call; each `unsafe` block states why it is sound.
#![allow(unsafe_code)]

use std::fs::File;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
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
    #[allow(dead_code)] // read by parse_verify only
    pub cpu: Duration,
    /// `Ok(())` on exit code 0, else a description.
    pub status: Result<(), String>,
}

/// `target/` of this workspace, honouring `CARGO_TARGET_DIR` like cargo does.
pub fn target_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// `name` resolved through `PATH`, if it is there.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// The stdout of `exe --help` (empty if it cannot be run), to check which
/// options a tool knows before passing them.
pub fn help_text(exe: &Path) -> String {
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
