//! Translates every `tests/data/*.mlir` with `--mlir-to-llvmir` and
//! compares the output with `NAME.ll` and its standard error with
//! `NAME.err` (empty when absent; on a failure, `NAME.err` alone),
//! expected files made by `mlir-translate-22` (`tests/data/regen.sh`).
//! Every failing file is reported with a diff.
#![cfg(feature = "llvm")]

use std::path::Path;

use mlir_rs_translate::TranslateTool;

fn diff(expected: &str, actual: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .header("expected", "actual")
        .to_string()
}

#[test]
fn data_files_match_mlir_translate() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let tool = TranslateTool::standard();
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 40, "expected at least 40 inputs, found {}", inputs.len());
    let mut failures = Vec::new();
    for input in &inputs {
        let name = input.file_name().and_then(|n| n.to_str()).expect("a name").to_owned();
        let text = std::fs::read(input).expect("readable input");
        let (out, err, code) = tool.run_in_memory(&["--mlir-to-llvmir"], &name, &text);
        let ll = input.with_extension("ll");
        let expected_err = input.with_extension("err");
        if ll.exists() {
            let expected = std::fs::read_to_string(&ll).expect("readable .ll");
            if code != 0 || out != expected {
                failures.push(format!("{name}: exit {code}\n{err}{}", diff(&expected, &out)));
            }
            // A success writes its warnings, if any, on standard error.
            let expected_err = std::fs::read_to_string(&expected_err).unwrap_or_default();
            if err != expected_err {
                failures.push(format!("{name}: warnings\n{}", diff(&expected_err, &err)));
            }
        } else if expected_err.exists() {
            let expected = std::fs::read_to_string(&expected_err).expect("readable .err");
            if code == 0 || err != expected {
                failures.push(format!("{name}: exit {code}\n{}", diff(&expected, &err)));
            }
        } else {
            failures.push(format!("{name}: no expected file (run tests/data/regen.sh)"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files differ:\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
}
