//! The `.mlir` test harness: every file under `tests/mlir/` is run by its
//! `// RUN:` lines, in the style of MLIR's lit tests:
//!
//! - `// RUN: mlir-rs-opt <flags> %s | FileCheck %s` runs the driver
//!   in-process and checks its output with the file's `CHECK` lines (an
//!   LLVM-compatible FileCheck: `CHECK`, `CHECK-NEXT`, `CHECK-SAME`,
//!   `CHECK-NOT`, `CHECK-LABEL`, `CHECK-DAG`, `[[VAR:regex]]` captures);
//! - `// RUN: mlir-rs-opt <flags> %s` (typically with
//!   `--verify-diagnostics`) must exit 0;
//! - `// RUN: not mlir-rs-opt <flags> %s` must exit non-zero.
//!
//! Failures print FileCheck's report or the driver's stderr.
//!
//! Bless mode (`MLIR_RS_BLESS=1 cargo test --test filecheck`) regenerates
//! the checks of every file holding the marker line
//! `// CHECK-GENERATED-BY: mlir-opt-22`: the lines after the marker, up to
//! the first line that is not a `CHECK` line, are replaced by checks of
//! `mlir-opt-22`'s output for the first FileCheck RUN line (`CHECK` for its
//! first line, then `CHECK-NEXT`/`CHECK-EMPTY`). The expected output comes
//! from upstream, never from this project's tool; `MLIR_OPT` names another
//! binary. Hand-written checks and `--verify-diagnostics` files are left
//! alone.

mod common;

use std::path::Path;
use std::sync::Arc;

use libtest_mimic::Failed;
use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage, SourceManager};
use litcheck_filecheck::{Config, Test};

/// One parsed RUN line.
struct RunLine {
    expect_failure: bool,
    flags: Vec<String>,
    filecheck: bool,
}

fn parse_run(line: &str) -> Result<RunLine, String> {
    let (cmd, check) = match line.split_once('|') {
        Some((c, f)) => (c, Some(f.trim())),
        None => (line, None),
    };
    let mut words: Vec<&str> = cmd.split_whitespace().collect();
    let expect_failure = words.first() == Some(&"not");
    if expect_failure {
        words.remove(0);
    }
    if words.first() != Some(&"mlir-rs-opt") {
        return Err(format!("RUN line must run mlir-rs-opt: {line}"));
    }
    let flags = words[1..].iter().filter(|w| **w != "%s").map(|w| w.to_string()).collect();
    let filecheck = match check {
        None => false,
        Some("FileCheck %s") => true,
        Some(other) => return Err(format!("unsupported pipe target: {other}")),
    };
    Ok(RunLine { expect_failure, flags, filecheck })
}

fn filecheck(name: &str, checks: &str, output: &str) -> Result<(), String> {
    let config = Config::default();
    let match_file = config.source_manager.load(
        SourceLanguage::Unknown,
        FileName::from(name.to_owned()),
        checks.to_owned(),
    );
    let input = config.source_manager.load(
        SourceLanguage::Unknown,
        FileName::from("<stdin>".to_owned()),
        output.to_owned(),
    );
    let mut test = Test::new(Arc::clone(&match_file), &config);
    test.verify(input).map(|_| ()).map_err(|report| format!("{report:?}\n--- output ---\n{output}"))
}

/// The marker of a file whose checks bless mode regenerates.
const GENERATED_MARKER: &str = "// CHECK-GENERATED-BY: mlir-opt-22";

/// A FileCheck pattern matching `line` literally: `[[` and `{{` would
/// start a variable or a regex, so they become regex blocks themselves.
fn literal_pattern(line: &str) -> String {
    line.replace("{{", "{{\\{\\{}}").replace("[[", "{{\\[\\[}}")
}

/// Checks matching `output` line by line.
fn generated_checks(output: &str) -> Vec<String> {
    let mut checks = Vec::new();
    for line in output.trim_end_matches('\n').lines() {
        let kind = if checks.is_empty() { "CHECK" } else { "CHECK-NEXT" };
        checks.push(match line.trim() {
            "" if !checks.is_empty() => "// CHECK-EMPTY:".to_owned(),
            _ => format!("// {kind}: {}", literal_pattern(line.trim_end())),
        });
    }
    checks
}

/// Bless mode: rewrites the generated checks of `path` from mlir-opt's output.
fn bless(path: &Path, text: &str) -> Result<String, String> {
    let Some(marker) = text.lines().position(|l| l.trim() == GENERATED_MARKER) else {
        return Ok(text.to_owned());
    };
    let run = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("// RUN:"))
        .map(|r| parse_run(r.trim()))
        .find(|r| r.as_ref().is_ok_and(|r| r.filecheck))
        .ok_or("a generated-checks file needs a FileCheck RUN line")??;
    let tool = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-22".to_owned());
    let dir = path.parent().ok_or("no parent folder")?;
    let file = path.file_name().ok_or("no file name")?;
    let out = std::process::Command::new(&tool)
        .args(&run.flags)
        .arg(file)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run {tool}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{tool} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let output = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let end = lines[marker + 1..]
        .iter()
        .position(|l| !l.trim_start().starts_with("// CHECK"))
        .map_or(lines.len(), |i| marker + 1 + i);
    let mut result: Vec<String> = lines[..=marker].iter().map(|l| l.to_string()).collect();
    result.extend(generated_checks(&output));
    result.extend(lines[end..].iter().map(|l| l.to_string()));
    Ok(result.join("\n") + "\n")
}

fn check(path: &Path) -> Result<(), Failed> {
    let mut text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    if std::env::var_os("MLIR_RS_BLESS").is_some() {
        let blessed = bless(path, &text)?;
        if blessed != text {
            std::fs::write(path, &blessed).map_err(|e| e.to_string())?;
            text = blessed;
        }
    }
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let runs: Vec<&str> =
        text.lines().filter_map(|l| l.trim_start().strip_prefix("// RUN:")).collect();
    if runs.is_empty() {
        return Err("no `// RUN:` line".into());
    }
    for run in runs {
        let run = parse_run(run.trim())?;
        let flags: Vec<&str> = run.flags.iter().map(String::as_str).collect();
        let out = mlir_rs_opt::run_in_memory(&flags, &name, &text);
        if run.expect_failure == (out.code == 0) {
            return Err(format!(
                "exit code {} (expected {}):\n{}",
                out.code,
                if run.expect_failure { "failure" } else { "success" },
                out.stderr_lossy()
            )
            .into());
        }
        if run.filecheck {
            filecheck(&name, &text, &out.stdout_lossy())?;
        }
    }
    Ok(())
}

fn main() {
    common::run_mlir_files("mlir", check)
}
