//! The `.mlir` examples the README and `examples/README.md` run with
//! `mlir-rs-opt` print what `mlir-opt` 22 prints for them. The expected
//! outputs in `tests/examples/` were written by mlir-opt-22, from the
//! repository's root:
//!
//! ```sh
//! mlir-opt-22 examples/standard.mlir > tests/examples/standard.out
//! mlir-opt-22 --mlir-print-op-generic examples/standard.mlir > tests/examples/standard.generic.out
//! mlir-opt-22 --allow-unregistered-dialect examples/hello.mlir > tests/examples/hello.out
//! ```
//!
//! The Rust examples test themselves (`test = true` in `Cargo.toml`).

use mlir_rs::opt::OptTool;

/// Runs `mlir-rs-opt` with `flags` on `examples/<file>` and compares its
/// standard output with `tests/examples/<expected>`.
fn check(flags: &[&str], file: &str, expected: &str) {
    let root = env!("CARGO_MANIFEST_DIR");
    let input = std::fs::read(format!("{root}/examples/{file}")).unwrap();
    let out = OptTool::standard().run_in_memory(flags, &format!("examples/{file}"), &input);
    assert_eq!(out.stderr_lossy(), "", "{file} {flags:?}");
    assert_eq!(out.code, 0);
    let expected = std::fs::read_to_string(format!("{root}/tests/examples/{expected}")).unwrap();
    assert_eq!(out.stdout_lossy(), expected, "{file} {flags:?}");
}

#[test]
fn standard_dialects_in_custom_form() {
    check(&[], "standard.mlir", "standard.out");
}

#[test]
fn standard_dialects_in_generic_form() {
    check(&["--mlir-print-op-generic"], "standard.mlir", "standard.generic.out");
}

#[test]
fn unregistered_ops() {
    check(&["--allow-unregistered-dialect"], "hello.mlir", "hello.out");
}
