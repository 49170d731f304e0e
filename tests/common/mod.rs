//! Pieces shared by the data-driven test harnesses: finding the `.mlir`
//! inputs below a folder and running one libtest-mimic trial per file.

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

/// Runs `check` on every `.mlir` file below `tests/<folder>`, one trial
/// each named by its path inside the folder, and exits with the result.
pub fn run_mlir_files(folder: &str, check: fn(&Path) -> Result<(), Failed>) -> ! {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(folder);
    let mut files = Vec::new();
    collect(&root, &mut files);
    let trials = files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap_or(&p).display().to_string();
            Trial::test(name, move || check(&p))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit()
}
