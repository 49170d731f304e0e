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

fn check(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
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
                out.stderr
            )
            .into());
        }
        if run.filecheck {
            filecheck(&name, &text, &out.stdout)?;
        }
    }
    Ok(())
}

fn main() {
    common::run_mlir_files("mlir", check)
}
