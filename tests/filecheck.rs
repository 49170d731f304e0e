//! The `.mlir` tests under `tests/mlir/`, run by their `// RUN:` lines
//! through `mlir-rs-opt` in memory with the harness users run their own
//! tests with (`mlir_rs::testing`, documented there): `// RUN: mlir-rs-opt
//! <flags> %s | FileCheck %s`, `// RUN: [not] mlir-rs-opt <flags> %s`.
//!
//! Bless mode (`MLIR_RS_BLESS=1 cargo test --test filecheck`) regenerates
//! the checks of every file holding the marker line
//! `// CHECK-GENERATED-BY: mlir-opt-22` from `mlir-opt-22`'s output (or
//! that of the binary `MLIR_OPT` names): the expected output comes from
//! upstream, never from this project's tool. Hand-written checks and
//! `--verify-diagnostics` files are left alone.

use mlir_rs_opt::OptTool;
use mlir_rs_opt::testing::MlirTests;

fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/mlir");
    MlirTests::new(dir, OptTool::standard()).run()
}
