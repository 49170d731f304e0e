//! The `.mlir` test harness, for the crates of an opt tool as lit and
//! FileCheck are for downstream MLIR projects (cargo feature `testing`).
//!
//! Each `.mlir` file below a folder is a test, run by its `// RUN:` lines
//! through an [`OptTool`] in memory:
//!
//! - `// RUN: my-opt <flags> %s | FileCheck %s` checks the tool's output
//!   with the file's `CHECK` lines (LLVM's FileCheck: `CHECK`,
//!   `CHECK-NEXT`, `CHECK-SAME`, `CHECK-NOT`, `CHECK-LABEL`, `CHECK-DAG`,
//!   `CHECK-EMPTY`, `[[VAR:regex]]` captures, `{{regex}}`); with
//!   `--check-prefix=X` (or `--check-prefixes=A,B`), the `X` lines instead.
//!   One difference from LLVM's FileCheck: a regex does not give back what
//!   it matched for a later `[[VAR]]` use on the same line to match
//!   (`%{{.*}}, %[[X]]` fails where LLVM's matches); write the regex
//!   narrower (`%{{[0-9]+}}, %[[X]]`) or capture instead;
//! - `// RUN: my-opt <flags> %s` must exit 0 (with
//!   `--verify-diagnostics`, the file's `expected-error`, `-warning`,
//!   `-remark` and `-note` comments must match; with
//!   `--split-input-file`, each `// -----` chunk is its own input);
//! - `// RUN: not my-opt <flags> %s` must exit non-zero.
//!
//! `my-opt` is the tool's name ([`OptTool::new`]'s first argument). A
//! failure reports FileCheck's explanation or the tool's standard error.
//!
//! Bless mode (`MLIR_RS_BLESS=1 cargo test`) rewrites the checks of each
//! file holding the marker line `// CHECK-GENERATED-BY: <reference tool>`:
//! the `CHECK` lines after it are replaced by checks of the reference
//! tool's output for the file's first FileCheck RUN line (the marker names
//! the tool run, `MLIR_OPT` overrides it), line by line. Hand-written
//! checks are left alone.
//!
//! ```no_run
//! // tests/mlir.rs, with `harness = false` for this test in Cargo.toml:
//! use mlir_rs_opt::OptTool;
//! use mlir_rs_opt::testing::MlirTests;
//!
//! fn main() {
//!     let registry = mlir_rs_opt::standard_registry();
//!     MlirTests::new("tests/mlir", OptTool::new("my-opt", &registry)).run()
//! }
//! ```

mod bless;
mod run_line;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use litcheck_filecheck::litcheck::Symbol;
use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage, SourceManager};
use litcheck_filecheck::{Config, Test};

use crate::OptTool;
use run_line::RunLine;

/// A folder of `.mlir` tests and the tool they run.
#[derive(Clone, Debug)]
pub struct MlirTests {
    dir: PathBuf,
    tool: Arc<OptTool>,
}

impl MlirTests {
    /// The tests below `dir` (relative to the current folder: a crate's
    /// root under `cargo test`), run by `tool`.
    pub fn new(dir: impl Into<PathBuf>, tool: OptTool) -> MlirTests {
        MlirTests { dir: dir.into(), tool: Arc::new(tool) }
    }

    /// Every `.mlir` file below the folder, sorted; an error when the folder
    /// cannot be read.
    pub fn files(&self) -> Result<Vec<PathBuf>, String> {
        let mut out = Vec::new();
        collect(&self.dir, &mut out)
            .map_err(|e| format!("cannot read the tests in {}: {e}", self.dir.display()))?;
        Ok(out)
    }

    /// Runs one file's RUN lines (blessing it first in bless mode); the
    /// error says what failed.
    pub fn check_file(&self, path: &Path) -> Result<(), String> {
        let mut text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if std::env::var_os("MLIR_RS_BLESS").is_some() {
            let blessed = bless::bless(path, &text, self.tool.name())?;
            if blessed != text {
                std::fs::write(path, &blessed)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                text = blessed;
            }
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let runs = run_line::run_lines(&text);
        if runs.is_empty() {
            return Err("no `// RUN:` line".to_owned());
        }
        for (number, run) in runs {
            let run = RunLine::parse(&run, self.tool.name())
                .map_err(|e| format!("{}:{number}: {e}", path.display()))?;
            let flags: Vec<&str> = run.flags.iter().map(String::as_str).collect();
            let out = self.tool.run_in_memory(&flags, &name, &text);
            if run.expect_failure == (out.code == 0) {
                return Err(format!(
                    "RUN line {number}: exit code {} (expected {}):\n{}",
                    out.code,
                    if run.expect_failure { "failure" } else { "success" },
                    out.stderr_lossy()
                ));
            }
            if run.filecheck {
                filecheck(&name, &text, &out.stdout_lossy(), &run.check_prefixes)
                    .map_err(|e| format!("RUN line {number}: {e}"))?;
            }
        }
        Ok(())
    }

    /// Runs every file; the error lists each failing file with its
    /// failure. For a `#[test]` function: `tests.check_all().unwrap()`.
    pub fn check_all(&self) -> Result<usize, String> {
        let files = self.files()?;
        let failures: Vec<String> = files
            .iter()
            .filter_map(|p| self.check_file(p).err().map(|e| format!("{}: {e}", p.display())))
            .collect();
        if failures.is_empty() { Ok(files.len()) } else { Err(failures.join("\n\n")) }
    }

    /// Runs every file as a test of its own (named by its path below the
    /// folder), with libtest's command line (`cargo test -- name`,
    /// `--list`), and exits: the body of `main` of a test target declared
    /// with `harness = false`.
    pub fn run(self) -> ! {
        let args = libtest_mimic::Arguments::from_args();
        let files = match self.files() {
            Ok(files) => files,
            Err(error) => {
                eprintln!("{error}");
                std::process::exit(101);
            }
        };
        let this = Arc::new(self);
        let trials = files
            .into_iter()
            .map(|path| {
                let name = path.strip_prefix(&this.dir).unwrap_or(&path).display().to_string();
                let this = Arc::clone(&this);
                libtest_mimic::Trial::test(name, move || Ok(this.check_file(&path)?))
            })
            .collect();
        libtest_mimic::run(&args, trials).exit()
    }
}

/// [`MlirTests::run`] of the tests below `dir`: `fn main() {
/// run_mlir_tests("tests/mlir", tool()) }`.
pub fn run_mlir_tests(dir: impl Into<PathBuf>, tool: OptTool) -> ! {
    MlirTests::new(dir, tool).run()
}

/// Every `.mlir` file below `dir`, sorted by path.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir)?.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
    Ok(())
}

/// Checks `output` against the `CHECK` lines of `checks` (the file named
/// `name`), or those of `prefixes` when given, with FileCheck's report on
/// failure.
fn filecheck(name: &str, checks: &str, output: &str, prefixes: &[String]) -> Result<(), String> {
    let mut config = Config::default();
    config.options.check_prefixes = prefixes.iter().map(|p| Symbol::intern(p.as_str())).collect();
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
