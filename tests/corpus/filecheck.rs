//! The `.mlir` tests under `tests/mlir/`, run by their `// RUN:` lines
//! through `mlir-rs-opt` in memory with the harness users run their own
//! tests with (`mlir_rs::testing`, documented there): `// RUN: mlir-rs-opt
//! <flags> %s | FileCheck %s`, `// RUN: [not] mlir-rs-opt <flags> %s`.
//!
//! Bless mode (`MLIR_RS_BLESS=1 cargo test --test corpus -- mlir/`)
//! regenerates the checks of every file holding the marker line
//! `// CHECK-GENERATED-BY: mlir-opt-22` from `mlir-opt-22`'s output (or
//! that of the binary `MLIR_OPT` names): the expected output comes from
//! upstream, never from this project's tool. Hand-written checks and
//! `--verify-diagnostics` files are left alone.

use std::path::Path;
use std::sync::LazyLock;

use libtest_mimic::Failed;
use mlir_rs_opt::OptTool;
use mlir_rs_opt::testing::MlirTests;

/// The standard tool over `tests/mlir/`, shared by every trial.
static TESTS: LazyLock<MlirTests> = LazyLock::new(|| {
    MlirTests::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/mlir"), OptTool::standard())
});

/// Runs the RUN lines of the test at `path` (blessing it first in bless
/// mode).
pub fn check(path: &Path) -> Result<(), Failed> {
    Ok(TESTS.check_file(path)?)
}
