//! Tidy checks run as ordinary tests: every Rust source starts with a `//!`
//! module doc, and shipped code contains no `dbg!`, `todo!` or
//! `unimplemented!`.

use std::path::{Path, PathBuf};

fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        let name = p.file_name().unwrap_or_default().to_string_lossy().into_owned();
        if p.is_dir() {
            if name != "target" && !name.starts_with('.') {
                rust_sources(&p, out);
            }
        } else if name.ends_with(".rs") {
            out.push(p);
        }
    }
}

fn all_sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_sources(root, &mut files);
    files.sort();
    files
}

#[test]
fn every_source_starts_with_a_module_doc() {
    let missing: Vec<_> = all_sources()
        .into_iter()
        // A fragment ui cases `include!` (`tests/ui/*/shared/`) cannot hold
        // an inner doc; it starts with a plain comment instead.
        .filter(|p| !p.to_string_lossy().contains("/tests/ui/pattern/shared/"))
        .filter(|p| !std::fs::read_to_string(p).unwrap_or_default().trim_start().starts_with("//!"))
        .collect();
    assert!(missing.is_empty(), "files without a `//!` doc: {missing:?}");
}

#[test]
fn no_debugging_or_placeholder_macros_in_shipped_code() {
    let forbidden = [concat!("dbg", "!("), concat!("todo", "!("), concat!("unimplemented", "!(")];
    let mut hits = Vec::new();
    for p in all_sources() {
        let path = p.to_string_lossy();
        if path.contains("/tests/") || path.contains("/benches/") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap_or_default();
        // Unit tests at the end of a file may use anything.
        let shipped = text.split("#[cfg(test)]").next().unwrap_or("");
        for f in forbidden {
            if shipped.contains(f) {
                hits.push(format!("{}: {f}", p.display()));
            }
        }
    }
    assert!(hits.is_empty(), "{hits:?}");
}
