//! The data-driven tests, one libtest-mimic trial per `.mlir` file: the
//! differential corpus below `tests/differential/` (`differential.rs`,
//! compared byte for byte with mlir-opt 22) and the FileCheck tests below
//! `tests/mlir/` (`filecheck.rs`). Trials are named by their path below
//! `tests/`, so a filter picks one suite or folder: `cargo test --test
//! corpus -- differential/Dialect/Arith/`, `… -- mlir/`.

mod differential;
mod filecheck;

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

/// Every `.mlir` file below `dir`, sorted.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// One trial per `.mlir` file below `tests/<folder>`, named
/// `<folder>/<path inside it>`, each running `check` on its file.
fn trials_below(
    folder: &str,
    check: impl Fn(&Path) -> Result<(), Failed> + Send + Sync + 'static,
) -> Vec<Trial> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(folder);
    let mut files = Vec::new();
    collect(&root, &mut files);
    let check = std::sync::Arc::new(check);
    files
        .into_iter()
        .map(|p| {
            let name = format!("{folder}/{}", p.strip_prefix(&root).unwrap_or(&p).display());
            let check = std::sync::Arc::clone(&check);
            Trial::test(name, move || check(&p))
        })
        .collect()
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = trials_below("differential", differential::check);
    trials.extend(trials_below("mlir", filecheck::check));
    libtest_mimic::run(&args, trials).exit()
}
